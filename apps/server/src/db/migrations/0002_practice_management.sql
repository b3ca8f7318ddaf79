-- Case- and accent-insensitive fuzzy search (conflict checks, client and matter search).
-- pg_trgm and unaccent are trusted extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; an index needs an IMMUTABLE function, so the dictionary is named explicitly.
CREATE OR REPLACE FUNCTION inkundla_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE TYPE "public"."client_type" AS ENUM('individual', 'company');--> statement-breakpoint
CREATE TYPE "public"."fica_status" AS ENUM('pending', 'documents_outstanding', 'verified');--> statement-breakpoint
CREATE TYPE "public"."conflict_decision" AS ENUM('no_conflict', 'proceed_with_conflict');--> statement-breakpoint
CREATE TYPE "public"."matter_status" AS ENUM('active', 'pending', 'completed', 'closed');--> statement-breakpoint
CREATE TYPE "public"."deadline_counting" AS ENUM('court', 'calendar', 'ccma');--> statement-breakpoint
CREATE TYPE "public"."task_priority" AS ENUM('low', 'medium', 'high', 'urgent');--> statement-breakpoint
CREATE TABLE "client" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"type" "client_type" NOT NULL,
	"name" text NOT NULL,
	"id_number" text,
	"registration_number" text,
	"vat_number" text,
	"email" text,
	"phone" text,
	"physical_address" text,
	"postal_address" text,
	"fica_status" "fica_status" DEFAULT 'pending' NOT NULL,
	"fica_verified_on" date,
	"notes" text,
	"last_contact_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "declared_holiday" (
	"holiday_on" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_party" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_reference_counter" (
	"firm_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "matter_reference_counter_firm_id_year_pk" PRIMARY KEY("firm_id","year")
);
--> statement-breakpoint
CREATE TABLE "matter_status_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"from_status" "matter_status",
	"to_status" "matter_status" NOT NULL,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" "matter_status" DEFAULT 'active' NOT NULL,
	"responsible_user_id" text,
	"description" text,
	"opened_on" date DEFAULT current_date NOT NULL,
	"closed_at" timestamp with time zone,
	"conflict_check" jsonb,
	"conflict_decision" "conflict_decision",
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_user_id" text,
	"due_on" date,
	"priority" "task_priority" DEFAULT 'medium' NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"is_deadline" boolean DEFAULT false NOT NULL,
	"deadline_rule" text,
	"deadline_start_on" date,
	"deadline_days" integer,
	"deadline_counting" "deadline_counting",
	"deadline_excludes_dies_non" boolean,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "running_timer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"matter_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"worked_on" date NOT NULL,
	"description" text NOT NULL,
	"hours_tenths" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"billed_at" timestamp with time zone,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entry_hours_tenths_range" CHECK ("time_entry"."hours_tenths" between 1 and 240),
	CONSTRAINT "time_entry_rate_cents_range" CHECK ("time_entry"."rate_cents" >= 0),
	CONSTRAINT "time_entry_amount_cents_range" CHECK ("time_entry"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "firm_member" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "matter_reference_prefix" text DEFAULT 'MAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "default_hourly_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_token" ADD CONSTRAINT "calendar_feed_token_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_token" ADD CONSTRAINT "calendar_feed_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_holiday" ADD CONSTRAINT "declared_holiday_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_note" ADD CONSTRAINT "matter_note_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_note" ADD CONSTRAINT "matter_note_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_party" ADD CONSTRAINT "matter_party_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_party" ADD CONSTRAINT "matter_party_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_reference_counter" ADD CONSTRAINT "matter_reference_counter_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_status_change" ADD CONSTRAINT "matter_status_change_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_status_change" ADD CONSTRAINT "matter_status_change_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter" ADD CONSTRAINT "matter_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter" ADD CONSTRAINT "matter_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter" ADD CONSTRAINT "matter_responsible_user_id_user_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter" ADD CONSTRAINT "matter_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timer" ADD CONSTRAINT "running_timer_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timer" ADD CONSTRAINT "running_timer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timer" ADD CONSTRAINT "running_timer_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_firm_id_name_idx" ON "client" USING btree ("firm_id","name","id");--> statement-breakpoint
CREATE INDEX "client_firm_id_created_at_idx" ON "client" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "client_name_trgm_idx" ON "client" USING gin (inkundla_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calendar_feed_token_user_id_idx" ON "calendar_feed_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matter_note_matter_id_idx" ON "matter_note" USING btree ("matter_id","created_at");--> statement-breakpoint
CREATE INDEX "matter_party_matter_id_idx" ON "matter_party" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "matter_party_firm_id_idx" ON "matter_party" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "matter_party_name_trgm_idx" ON "matter_party" USING gin (inkundla_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matter_status_change_matter_id_idx" ON "matter_status_change" USING btree ("matter_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matter_firm_id_reference_key" ON "matter" USING btree ("firm_id","reference");--> statement-breakpoint
CREATE INDEX "matter_firm_id_status_idx" ON "matter" USING btree ("firm_id","status");--> statement-breakpoint
CREATE INDEX "matter_firm_id_last_activity_idx" ON "matter" USING btree ("firm_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "matter_client_id_idx" ON "matter" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "matter_title_trgm_idx" ON "matter" USING gin (inkundla_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_matter_id_idx" ON "task" USING btree ("matter_id","due_on");--> statement-breakpoint
CREATE INDEX "task_firm_id_open_due_idx" ON "task" USING btree ("firm_id","is_done","due_on");--> statement-breakpoint
CREATE INDEX "task_assignee_idx" ON "task" USING btree ("assignee_user_id","is_done","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "running_timer_user_id_key" ON "running_timer" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_entry_firm_id_worked_on_idx" ON "time_entry" USING btree ("firm_id","worked_on","id");--> statement-breakpoint
CREATE INDEX "time_entry_matter_id_idx" ON "time_entry" USING btree ("matter_id","worked_on");--> statement-breakpoint
CREATE INDEX "time_entry_user_id_idx" ON "time_entry" USING btree ("user_id","worked_on");
--> statement-breakpoint
-- Holidays declared under the Public Holidays Act s2A (elections, presidential decrees) since 1999.
INSERT INTO "declared_holiday" ("holiday_on", "name") VALUES
  ('1999-06-02', 'National and Provincial Government Elections'),
  ('1999-12-31', 'Y2K Changeover'),
  ('2000-01-02', 'Y2K Changeover'),
  ('2004-04-14', 'National and Provincial Government Elections'),
  ('2006-03-01', 'Local Government Elections'),
  ('2008-05-02', 'Public Holiday by Presidential Decree'),
  ('2009-04-22', 'National and Provincial Government Elections'),
  ('2011-05-18', 'Local Government Elections'),
  ('2011-12-27', 'Public Holiday by Presidential Decree'),
  ('2014-05-07', 'National and Provincial Government Elections'),
  ('2016-08-03', 'Local Government Elections'),
  ('2016-12-27', 'Public Holiday by Presidential Decree'),
  ('2019-05-08', 'National and Provincial Government Elections'),
  ('2021-11-01', 'Municipal Elections'),
  ('2022-12-27', 'Public Holiday by Presidential Decree'),
  ('2023-12-15', 'Public Holiday by Presidential Decree'),
  ('2024-05-29', 'National and Provincial Government Elections');
