CREATE TABLE "document_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"document_type" text NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "document_template_category_known" CHECK ("document_template"."category" in ('Contracts', 'Agreements', 'Legal Letters', 'Court Pleadings', 'Corporate Documents')),
	CONSTRAINT "document_template_type_known" CHECK ("document_template"."document_type" in ('contract', 'pleading', 'correspondence', 'template'))
);
--> statement-breakpoint
CREATE TABLE "document_template_version" (
	"template_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"saved_by_user_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_version_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "legal_writing_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"requested_by_user_id" text,
	"client_id" uuid,
	"matter_id" uuid,
	"title" text NOT NULL,
	"document_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"html" text,
	"content" text,
	"word_count" integer,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_found" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"office_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "legal_writing_document_status_known" CHECK ("legal_writing_document"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "legal_writing_document_completed_has_draft" CHECK ("legal_writing_document"."status" <> 'completed' or ("legal_writing_document"."html" is not null and "legal_writing_document"."content" is not null))
);
--> statement-breakpoint
CREATE TABLE "office_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_user_id" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"template" text,
	"origin" text NOT NULL,
	"content" text NOT NULL,
	"client_id" uuid,
	"matter_id" uuid,
	"is_shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"word_count" integer NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_document_type_known" CHECK ("office_document"."type" in ('contract', 'pleading', 'correspondence', 'template')),
	CONSTRAINT "office_document_origin_known" CHECK ("office_document"."origin" in ('word_processor', 'docx_import', 'document_automation', 'legal_writing', 'ai_template')),
	CONSTRAINT "office_document_version_positive" CHECK ("office_document"."version" >= 1),
	CONSTRAINT "office_document_counts_positive" CHECK ("office_document"."word_count" >= 0 and "office_document"."pages" >= 1)
);
--> statement-breakpoint
CREATE TABLE "office_document_version" (
	"document_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"word_count" integer NOT NULL,
	"reason" text NOT NULL,
	"saved_by_user_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_document_version_document_id_version_pk" PRIMARY KEY("document_id","version"),
	CONSTRAINT "office_document_version_reason_known" CHECK ("office_document_version"."reason" in ('created', 'saved', 'restored', 'imported', 'generated'))
);
--> statement-breakpoint
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template" ADD CONSTRAINT "document_template_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_version" ADD CONSTRAINT "document_template_version_template_id_document_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_version" ADD CONSTRAINT "document_template_version_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_version" ADD CONSTRAINT "document_template_version_saved_by_user_id_user_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_writing_document" ADD CONSTRAINT "legal_writing_document_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_writing_document" ADD CONSTRAINT "legal_writing_document_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_writing_document" ADD CONSTRAINT "legal_writing_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_writing_document" ADD CONSTRAINT "legal_writing_document_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_writing_document" ADD CONSTRAINT "legal_writing_document_office_document_id_office_document_id_fk" FOREIGN KEY ("office_document_id") REFERENCES "public"."office_document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document" ADD CONSTRAINT "office_document_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document" ADD CONSTRAINT "office_document_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document" ADD CONSTRAINT "office_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document" ADD CONSTRAINT "office_document_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document_version" ADD CONSTRAINT "office_document_version_document_id_office_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."office_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document_version" ADD CONSTRAINT "office_document_version_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_document_version" ADD CONSTRAINT "office_document_version_saved_by_user_id_user_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_template_firm_idx" ON "document_template" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "legal_writing_document_firm_created_idx" ON "legal_writing_document" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "office_document_firm_updated_idx" ON "office_document" USING btree ("firm_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "office_document_matter_idx" ON "office_document" USING btree ("matter_id");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "office_document_firm_change_insert" AFTER INSERT ON "office_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_document_firm_change_update" AFTER UPDATE ON "office_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_document_firm_change_delete" AFTER DELETE ON "office_document" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_document_version_firm_change_insert" AFTER INSERT ON "office_document_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_document_version_firm_change_update" AFTER UPDATE ON "office_document_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_document_version_firm_change_delete" AFTER DELETE ON "office_document_version" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_firm_change_insert" AFTER INSERT ON "document_template" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_firm_change_update" AFTER UPDATE ON "document_template" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_firm_change_delete" AFTER DELETE ON "document_template" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_version_firm_change_insert" AFTER INSERT ON "document_template_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_version_firm_change_update" AFTER UPDATE ON "document_template_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "document_template_version_firm_change_delete" AFTER DELETE ON "document_template_version" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "legal_writing_document_firm_change_insert" AFTER INSERT ON "legal_writing_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "legal_writing_document_firm_change_update" AFTER UPDATE ON "legal_writing_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "legal_writing_document_firm_change_delete" AFTER DELETE ON "legal_writing_document" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
