CREATE TABLE "court_filing_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"filing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"placement" text NOT NULL,
	"page_count" integer NOT NULL,
	"first_page" integer NOT NULL,
	"last_page" integer NOT NULL,
	CONSTRAINT "court_filing_document_position_unique" UNIQUE("filing_id","position"),
	CONSTRAINT "court_filing_document_placement_known" CHECK ("court_filing_document"."placement" in ('in_bundle', 'attached_separately')),
	CONSTRAINT "court_filing_document_pages" CHECK ("court_filing_document"."page_count" > 0 and "court_filing_document"."first_page" > 0 and "court_filing_document"."last_page" = "court_filing_document"."first_page" + "court_filing_document"."page_count" - 1)
);
--> statement-breakpoint
CREATE TABLE "court_filing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"court_level" text NOT NULL,
	"case_number" text NOT NULL,
	"document_type" text NOT NULL,
	"urgency" text NOT NULL,
	"system" text NOT NULL,
	"status" text DEFAULT 'prepared' NOT NULL,
	"court_reference" text,
	"status_note" text,
	"bundle_file_id" uuid NOT NULL,
	"bundle_page_count" integer NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prepared_by_user_id" text,
	"filed_at" timestamp with time zone,
	"filed_by_user_id" text,
	"response_task_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_filing_court_level_known" CHECK ("court_filing"."court_level" in ('constitutional', 'supreme', 'high', 'magistrate', 'district')),
	CONSTRAINT "court_filing_system_matches_court" CHECK (("court_filing"."system" = 'caselines' and "court_filing"."court_level" in ('constitutional', 'supreme', 'high')) or ("court_filing"."system" = 'court_online' and "court_filing"."court_level" in ('magistrate', 'district'))),
	CONSTRAINT "court_filing_urgency_known" CHECK ("court_filing"."urgency" in ('normal', 'urgent', 'ex-parte')),
	CONSTRAINT "court_filing_status_known" CHECK ("court_filing"."status" in ('prepared', 'filed', 'processing', 'rejected', 'other')),
	CONSTRAINT "court_filing_recorded_has_time" CHECK ("court_filing"."status" = 'prepared' or "court_filing"."filed_at" is not null),
	CONSTRAINT "court_filing_bundle_pages_positive" CHECK ("court_filing"."bundle_page_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "court_filing_document" ADD CONSTRAINT "court_filing_document_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing_document" ADD CONSTRAINT "court_filing_document_filing_id_court_filing_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."court_filing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing_document" ADD CONSTRAINT "court_filing_document_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing" ADD CONSTRAINT "court_filing_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing" ADD CONSTRAINT "court_filing_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing" ADD CONSTRAINT "court_filing_bundle_file_id_stored_file_id_fk" FOREIGN KEY ("bundle_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing" ADD CONSTRAINT "court_filing_prepared_by_user_id_user_id_fk" FOREIGN KEY ("prepared_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_filing" ADD CONSTRAINT "court_filing_filed_by_user_id_user_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_filing_document_firm_idx" ON "court_filing_document" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "court_filing_firm_prepared_idx" ON "court_filing" USING btree ("firm_id","prepared_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "court_filing_firm_case_number_idx" ON "court_filing" USING btree ("firm_id","case_number");--> statement-breakpoint
CREATE INDEX "court_filing_matter_idx" ON "court_filing" USING btree ("matter_id");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "court_filing_firm_change_insert" AFTER INSERT ON "court_filing" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "court_filing_firm_change_update" AFTER UPDATE ON "court_filing" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "court_filing_firm_change_delete" AFTER DELETE ON "court_filing" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "court_filing_document_firm_change_insert" AFTER INSERT ON "court_filing_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "court_filing_document_firm_change_update" AFTER UPDATE ON "court_filing_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "court_filing_document_firm_change_delete" AFTER DELETE ON "court_filing_document" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
