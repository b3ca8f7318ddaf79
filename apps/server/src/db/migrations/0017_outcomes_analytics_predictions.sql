CREATE TABLE "analytics_member_target" (
	"firm_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"monthly_target_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_member_target_firm_id_user_id_pk" PRIMARY KEY("firm_id","user_id"),
	CONSTRAINT "analytics_member_target_range" CHECK ("analytics_member_target"."monthly_target_minutes" between 0 and 44640)
);
--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"share_benchmarks" boolean DEFAULT true NOT NULL,
	"monthly_target_minutes" integer,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_settings_target_range" CHECK ("analytics_settings"."monthly_target_minutes" is null or "analytics_settings"."monthly_target_minutes" between 0 and 44640)
);
--> statement-breakpoint
CREATE TABLE "case_prediction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid,
	"requested_by_user_id" text,
	"case_title" text NOT NULL,
	"case_type" text NOT NULL,
	"court" text,
	"evidence_strength" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"prediction" jsonb,
	"success_probability" integer,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "case_prediction_status_known" CHECK ("case_prediction"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "case_prediction_success_probability_range" CHECK ("case_prediction"."success_probability" is null or "case_prediction"."success_probability" between 0 and 100),
	CONSTRAINT "case_prediction_completed_has_prediction" CHECK ("case_prediction"."status" <> 'completed' or ("case_prediction"."prediction" is not null and "case_prediction"."success_probability" is not null))
);
--> statement-breakpoint
CREATE TABLE "matter_outcome" (
	"matter_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"case_type" text NOT NULL,
	"court" text,
	"claimed_cents" bigint,
	"awarded_cents" bigint,
	"issued_on" date,
	"final_order_on" date,
	"recorded_by_user_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matter_outcome_outcome_known" CHECK ("matter_outcome"."outcome" in ('won', 'lost', 'settled', 'withdrawn', 'default_judgment', 'other')),
	CONSTRAINT "matter_outcome_amounts_not_negative" CHECK (coalesce("matter_outcome"."claimed_cents", 0) >= 0 and coalesce("matter_outcome"."awarded_cents", 0) >= 0),
	CONSTRAINT "matter_outcome_order_after_issue" CHECK ("matter_outcome"."issued_on" is null or "matter_outcome"."final_order_on" is null or "matter_outcome"."final_order_on" >= "matter_outcome"."issued_on")
);
--> statement-breakpoint
ALTER TABLE "analytics_member_target" ADD CONSTRAINT "analytics_member_target_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_member_target" ADD CONSTRAINT "analytics_member_target_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_prediction" ADD CONSTRAINT "case_prediction_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_prediction" ADD CONSTRAINT "case_prediction_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_prediction" ADD CONSTRAINT "case_prediction_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_outcome" ADD CONSTRAINT "matter_outcome_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_outcome" ADD CONSTRAINT "matter_outcome_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_outcome" ADD CONSTRAINT "matter_outcome_recorded_by_user_id_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_prediction_firm_created_idx" ON "case_prediction" USING btree ("firm_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_prediction_matter_idx" ON "case_prediction" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "matter_outcome_firm_case_type_court_idx" ON "matter_outcome" USING btree ("firm_id","case_type","court");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "matter_outcome_firm_change_insert" AFTER INSERT ON "matter_outcome" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "matter_outcome_firm_change_update" AFTER UPDATE ON "matter_outcome" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "matter_outcome_firm_change_delete" AFTER DELETE ON "matter_outcome" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_settings_firm_change_insert" AFTER INSERT ON "analytics_settings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_settings_firm_change_update" AFTER UPDATE ON "analytics_settings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_settings_firm_change_delete" AFTER DELETE ON "analytics_settings" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_member_target_firm_change_insert" AFTER INSERT ON "analytics_member_target" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_member_target_firm_change_update" AFTER UPDATE ON "analytics_member_target" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_member_target_firm_change_delete" AFTER DELETE ON "analytics_member_target" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "case_prediction_firm_change_insert" AFTER INSERT ON "case_prediction" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "case_prediction_firm_change_update" AFTER UPDATE ON "case_prediction" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "case_prediction_firm_change_delete" AFTER DELETE ON "case_prediction" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
