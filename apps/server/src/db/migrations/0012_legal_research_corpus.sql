CREATE TYPE "public"."corpus_document_kind" AS ENUM('judgment', 'legislation', 'firm_document');--> statement-breakpoint
CREATE TABLE "corpus_citation_key" (
	"document_id" uuid NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "corpus_citation_key_document_id_key_pk" PRIMARY KEY("document_id","key")
);
--> statement-breakpoint
CREATE TABLE "corpus_citation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"passage_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"pinpoint" text,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid,
	"kind" "corpus_document_kind" NOT NULL,
	"source" text NOT NULL,
	"builtin_key" text,
	"builtin_version" integer,
	"title" text NOT NULL,
	"citation" text,
	"neutral_citation" text,
	"law_report_citations" text[] DEFAULT '{}'::text[] NOT NULL,
	"court" text,
	"court_code" text,
	"court_level" text,
	"jurisdiction" text,
	"case_type" text,
	"case_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"judges" text[] DEFAULT '{}'::text[] NOT NULL,
	"parties" jsonb DEFAULT '{"applicants":[],"respondents":[]}'::jsonb NOT NULL,
	"hearing_date" date,
	"judgment_date" date,
	"year" integer,
	"language" text NOT NULL,
	"missing_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"text_as_at" date,
	"frbr_uri" text,
	"file_name" text,
	"content_hash" text NOT NULL,
	"imported_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corpus_document_builtin_key_unique" UNIQUE("builtin_key")
);
--> statement-breakpoint
CREATE TABLE "corpus_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid,
	"requested_by_user_id" text,
	"status" text NOT NULL,
	"file_count" integer NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corpus_passage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"pinpoint" text NOT NULL,
	"label" text NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_research_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"pinpoint" text,
	"query" text,
	"passage" text,
	"comment" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_search" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"query" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corpus_citation_key" ADD CONSTRAINT "corpus_citation_key_document_id_corpus_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."corpus_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_citation" ADD CONSTRAINT "corpus_citation_document_id_corpus_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."corpus_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_citation" ADD CONSTRAINT "corpus_citation_passage_id_corpus_passage_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."corpus_passage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_document" ADD CONSTRAINT "corpus_document_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_document" ADD CONSTRAINT "corpus_document_imported_by_user_id_user_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_import" ADD CONSTRAINT "corpus_import_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_import" ADD CONSTRAINT "corpus_import_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_passage" ADD CONSTRAINT "corpus_passage_document_id_corpus_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."corpus_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_research_note" ADD CONSTRAINT "matter_research_note_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_research_note" ADD CONSTRAINT "matter_research_note_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_research_note" ADD CONSTRAINT "matter_research_note_document_id_corpus_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."corpus_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_research_note" ADD CONSTRAINT "matter_research_note_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_search" ADD CONSTRAINT "research_search_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_search" ADD CONSTRAINT "research_search_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corpus_citation_key_key_idx" ON "corpus_citation_key" USING btree ("key");--> statement-breakpoint
CREATE INDEX "corpus_citation_document_id_idx" ON "corpus_citation" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "corpus_citation_key_idx" ON "corpus_citation" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_document_firm_content_hash_idx" ON "corpus_document" USING btree (coalesce("firm_id", '00000000-0000-0000-0000-000000000000'::uuid),"content_hash");--> statement-breakpoint
CREATE INDEX "corpus_document_firm_id_idx" ON "corpus_document" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "corpus_document_title_trgm_idx" ON "corpus_document" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corpus_import_firm_id_idx" ON "corpus_import" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_passage_document_ordinal_idx" ON "corpus_passage" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "corpus_passage_search_idx" ON "corpus_passage" USING gin ("search");--> statement-breakpoint
CREATE INDEX "matter_research_note_matter_idx" ON "matter_research_note" USING btree ("matter_id","created_at");--> statement-breakpoint
CREATE INDEX "research_search_user_idx" ON "research_search" USING btree ("firm_id","user_id","created_at");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables. research_search is left out,
-- like audit_event: every search writes it and no cached answer reads it.
DO $$
DECLARE
  "scoped" text;
BEGIN
  FOREACH "scoped" IN ARRAY ARRAY['corpus_document', 'corpus_import', 'matter_research_note']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped" || '_firm_change_insert', "scoped");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped" || '_firm_change_update', "scoped");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped" || '_firm_change_delete', "scoped");
  END LOOP;
END
$$;
