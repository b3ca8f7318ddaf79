CREATE TABLE "pdf_session_file" (
	"session_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"page_count" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_session_file_session_id_file_id_pk" PRIMARY KEY("session_id","file_id"),
	CONSTRAINT "pdf_session_file_pages_positive" CHECK ("pdf_session_file"."page_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pdf_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_user_id" text,
	"file_name" text NOT NULL,
	"client_id" uuid,
	"matter_id" uuid,
	"source_file_id" uuid NOT NULL,
	"page_count" integer NOT NULL,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undo_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"export_file_id" uuid,
	"exported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_session_version_positive" CHECK ("pdf_session"."version" >= 1),
	CONSTRAINT "pdf_session_pages_positive" CHECK ("pdf_session"."page_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "office_presentation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_user_id" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"template" text,
	"client_id" uuid,
	"matter_id" uuid,
	"is_shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"slide_count" integer NOT NULL,
	"slide_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_presentation_type_known" CHECK ("office_presentation"."type" in ('court', 'client', 'training', 'template')),
	CONSTRAINT "office_presentation_version_positive" CHECK ("office_presentation"."version" >= 1),
	CONSTRAINT "office_presentation_slides_bounded" CHECK ("office_presentation"."slide_count" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "office_presentation_version" (
	"presentation_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by_user_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_presentation_version_presentation_id_version_pk" PRIMARY KEY("presentation_id","version"),
	CONSTRAINT "office_presentation_version_reason_known" CHECK ("office_presentation_version"."reason" in ('created', 'saved', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "office_spreadsheet" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"author_user_id" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"template" text,
	"client_id" uuid,
	"matter_id" uuid,
	"is_shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"row_count" integer NOT NULL,
	"column_count" integer NOT NULL,
	"headers" text[] DEFAULT '{}'::text[] NOT NULL,
	"cell_count" integer NOT NULL,
	"content" jsonb NOT NULL,
	"total_revenue_cents" bigint,
	"total_profit_cents" bigint,
	"average_margin_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_spreadsheet_type_known" CHECK ("office_spreadsheet"."type" in ('analysis', 'tracking', 'calculation', 'template')),
	CONSTRAINT "office_spreadsheet_version_positive" CHECK ("office_spreadsheet"."version" >= 1),
	CONSTRAINT "office_spreadsheet_size_bounded" CHECK ("office_spreadsheet"."row_count" >= 1 and "office_spreadsheet"."column_count" >= 1 and "office_spreadsheet"."cell_count" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "office_spreadsheet_version" (
	"spreadsheet_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text NOT NULL,
	"saved_by_user_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_spreadsheet_version_spreadsheet_id_version_pk" PRIMARY KEY("spreadsheet_id","version"),
	CONSTRAINT "office_spreadsheet_version_reason_known" CHECK ("office_spreadsheet_version"."reason" in ('created', 'saved', 'restored', 'imported'))
);
--> statement-breakpoint
ALTER TABLE "pdf_session_file" ADD CONSTRAINT "pdf_session_file_session_id_pdf_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."pdf_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session_file" ADD CONSTRAINT "pdf_session_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session_file" ADD CONSTRAINT "pdf_session_file_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_source_file_id_stored_file_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_session" ADD CONSTRAINT "pdf_session_export_file_id_stored_file_id_fk" FOREIGN KEY ("export_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation" ADD CONSTRAINT "office_presentation_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation" ADD CONSTRAINT "office_presentation_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation" ADD CONSTRAINT "office_presentation_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation" ADD CONSTRAINT "office_presentation_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation_version" ADD CONSTRAINT "office_presentation_version_presentation_id_office_presentation_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."office_presentation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation_version" ADD CONSTRAINT "office_presentation_version_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_presentation_version" ADD CONSTRAINT "office_presentation_version_saved_by_user_id_user_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet" ADD CONSTRAINT "office_spreadsheet_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet" ADD CONSTRAINT "office_spreadsheet_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet" ADD CONSTRAINT "office_spreadsheet_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet" ADD CONSTRAINT "office_spreadsheet_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet_version" ADD CONSTRAINT "office_spreadsheet_version_spreadsheet_id_office_spreadsheet_id_fk" FOREIGN KEY ("spreadsheet_id") REFERENCES "public"."office_spreadsheet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet_version" ADD CONSTRAINT "office_spreadsheet_version_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_spreadsheet_version" ADD CONSTRAINT "office_spreadsheet_version_saved_by_user_id_user_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_session_firm_updated_idx" ON "pdf_session" USING btree ("firm_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pdf_session_matter_idx" ON "pdf_session" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "office_presentation_firm_updated_idx" ON "office_presentation" USING btree ("firm_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "office_presentation_matter_idx" ON "office_presentation" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "office_spreadsheet_firm_updated_idx" ON "office_spreadsheet" USING btree ("firm_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "office_spreadsheet_matter_idx" ON "office_spreadsheet" USING btree ("matter_id");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "office_spreadsheet_firm_change_insert" AFTER INSERT ON "office_spreadsheet" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_spreadsheet_firm_change_update" AFTER UPDATE ON "office_spreadsheet" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_spreadsheet_firm_change_delete" AFTER DELETE ON "office_spreadsheet" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_spreadsheet_version_firm_change_insert" AFTER INSERT ON "office_spreadsheet_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_spreadsheet_version_firm_change_update" AFTER UPDATE ON "office_spreadsheet_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_spreadsheet_version_firm_change_delete" AFTER DELETE ON "office_spreadsheet_version" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_firm_change_insert" AFTER INSERT ON "office_presentation" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_firm_change_update" AFTER UPDATE ON "office_presentation" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_firm_change_delete" AFTER DELETE ON "office_presentation" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_version_firm_change_insert" AFTER INSERT ON "office_presentation_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_version_firm_change_update" AFTER UPDATE ON "office_presentation_version" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_presentation_version_firm_change_delete" AFTER DELETE ON "office_presentation_version" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_firm_change_insert" AFTER INSERT ON "pdf_session" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_firm_change_update" AFTER UPDATE ON "pdf_session" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_firm_change_delete" AFTER DELETE ON "pdf_session" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_file_firm_change_insert" AFTER INSERT ON "pdf_session_file" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_file_firm_change_update" AFTER UPDATE ON "pdf_session_file" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "pdf_session_file_firm_change_delete" AFTER DELETE ON "pdf_session_file" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
