ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'portal_invitation';--> statement-breakpoint
CREATE TABLE "portal_member" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invited_by_user_id" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"author_user_id" text,
	"author_kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_message_author_kind" CHECK ("portal_message"."author_kind" in ('firm', 'client')),
	CONSTRAINT "portal_message_body_length" CHECK (char_length("portal_message"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "portal_shared_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"matter_id" uuid,
	"office_document_id" uuid,
	"stored_file_id" uuid,
	"shared_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_shared_document_one_source" CHECK (("portal_shared_document"."office_document_id" is null) <> ("portal_shared_document"."stored_file_id" is null))
);
--> statement-breakpoint
CREATE TABLE "portal_upload" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_member" ADD CONSTRAINT "portal_member_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_member" ADD CONSTRAINT "portal_member_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_member" ADD CONSTRAINT "portal_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_member" ADD CONSTRAINT "portal_member_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_message" ADD CONSTRAINT "portal_message_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_message" ADD CONSTRAINT "portal_message_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_message" ADD CONSTRAINT "portal_message_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_message" ADD CONSTRAINT "portal_message_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_office_document_id_office_document_id_fk" FOREIGN KEY ("office_document_id") REFERENCES "public"."office_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_shared_document" ADD CONSTRAINT "portal_shared_document_shared_by_user_id_user_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_upload" ADD CONSTRAINT "portal_upload_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_upload" ADD CONSTRAINT "portal_upload_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_upload" ADD CONSTRAINT "portal_upload_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_upload" ADD CONSTRAINT "portal_upload_stored_file_id_stored_file_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_upload" ADD CONSTRAINT "portal_upload_uploaded_by_user_id_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_member_user_id_idx" ON "portal_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portal_member_client_idx" ON "portal_member" USING btree ("firm_id","client_id");--> statement-breakpoint
CREATE INDEX "portal_message_matter_idx" ON "portal_message" USING btree ("firm_id","matter_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_shared_document_client_idx" ON "portal_shared_document" USING btree ("firm_id","client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_shared_document_office_idx" ON "portal_shared_document" USING btree ("client_id","office_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_shared_document_file_idx" ON "portal_shared_document" USING btree ("client_id","stored_file_id");--> statement-breakpoint
CREATE INDEX "portal_upload_matter_idx" ON "portal_upload" USING btree ("firm_id","matter_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_upload_client_idx" ON "portal_upload" USING btree ("firm_id","client_id");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "portal_member_firm_change_insert" AFTER INSERT ON "portal_member" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_member_firm_change_update" AFTER UPDATE ON "portal_member" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_member_firm_change_delete" AFTER DELETE ON "portal_member" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_message_firm_change_insert" AFTER INSERT ON "portal_message" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_message_firm_change_update" AFTER UPDATE ON "portal_message" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_message_firm_change_delete" AFTER DELETE ON "portal_message" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_upload_firm_change_insert" AFTER INSERT ON "portal_upload" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_upload_firm_change_update" AFTER UPDATE ON "portal_upload" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_upload_firm_change_delete" AFTER DELETE ON "portal_upload" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_shared_document_firm_change_insert" AFTER INSERT ON "portal_shared_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_shared_document_firm_change_update" AFTER UPDATE ON "portal_shared_document" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "portal_shared_document_firm_change_delete" AFTER DELETE ON "portal_shared_document" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
