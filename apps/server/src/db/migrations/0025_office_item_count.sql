CREATE TABLE "office_item_count" (
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_key" text NOT NULL,
	"is_shared" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "office_item_count_firm_id_kind_author_key_is_shared_pk" PRIMARY KEY("firm_id","kind","author_key","is_shared"),
	CONSTRAINT "office_item_count_kind_known" CHECK ("office_item_count"."kind" in ('document', 'spreadsheet', 'presentation'))
);
--> statement-breakpoint
ALTER TABLE "office_item_count" ADD CONSTRAINT "office_item_count_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The rows an insert added or a delete removed, counted in or out by firm, author and sharing. One
-- function for the three editors' tables; the trigger's argument names the kind. The keys are taken in
-- order, so two transactions counting the same rows lock them in the same order.
CREATE OR REPLACE FUNCTION office_item_count_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_item_count AS counted (firm_id, kind, author_key, is_shared, total)
  SELECT firm_id, TG_ARGV[0], coalesce(author_user_id, ''), is_shared,
         CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed_rows
   GROUP BY 1, 3, 4
   ORDER BY 1, 3, 4
  ON CONFLICT (firm_id, kind, author_key, is_shared) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An item shared or unshared, or whose author's account was deleted (the foreign key sets it null):
-- one out of its old key, one into its new.
CREATE OR REPLACE FUNCTION office_item_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_item_count AS counted (firm_id, kind, author_key, is_shared, total)
  SELECT firm_id, TG_ARGV[0], author_key, is_shared, sum(change)
    FROM (VALUES (OLD.firm_id, coalesce(OLD.author_user_id, ''), OLD.is_shared, -1),
                 (NEW.firm_id, coalesce(NEW.author_user_id, ''), NEW.is_shared, 1))
         AS moved (firm_id, author_key, is_shared, change)
   GROUP BY 1, 3, 4
   ORDER BY 1, 3, 4
  ON CONFLICT (firm_id, kind, author_key, is_shared) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER office_document_count_after_insert AFTER INSERT ON office_document
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('document');--> statement-breakpoint
CREATE TRIGGER office_document_count_after_delete AFTER DELETE ON office_document
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('document');--> statement-breakpoint
CREATE TRIGGER office_document_count_after_update AFTER UPDATE OF firm_id, author_user_id, is_shared ON office_document
  FOR EACH ROW
  WHEN (OLD.firm_id IS DISTINCT FROM NEW.firm_id OR OLD.author_user_id IS DISTINCT FROM NEW.author_user_id
        OR OLD.is_shared IS DISTINCT FROM NEW.is_shared)
  EXECUTE FUNCTION office_item_count_on_update('document');--> statement-breakpoint
CREATE TRIGGER office_spreadsheet_count_after_insert AFTER INSERT ON office_spreadsheet
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('spreadsheet');--> statement-breakpoint
CREATE TRIGGER office_spreadsheet_count_after_delete AFTER DELETE ON office_spreadsheet
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('spreadsheet');--> statement-breakpoint
CREATE TRIGGER office_spreadsheet_count_after_update AFTER UPDATE OF firm_id, author_user_id, is_shared ON office_spreadsheet
  FOR EACH ROW
  WHEN (OLD.firm_id IS DISTINCT FROM NEW.firm_id OR OLD.author_user_id IS DISTINCT FROM NEW.author_user_id
        OR OLD.is_shared IS DISTINCT FROM NEW.is_shared)
  EXECUTE FUNCTION office_item_count_on_update('spreadsheet');--> statement-breakpoint
CREATE TRIGGER office_presentation_count_after_insert AFTER INSERT ON office_presentation
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('presentation');--> statement-breakpoint
CREATE TRIGGER office_presentation_count_after_delete AFTER DELETE ON office_presentation
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION office_item_count_on_write('presentation');--> statement-breakpoint
CREATE TRIGGER office_presentation_count_after_update AFTER UPDATE OF firm_id, author_user_id, is_shared ON office_presentation
  FOR EACH ROW
  WHEN (OLD.firm_id IS DISTINCT FROM NEW.firm_id OR OLD.author_user_id IS DISTINCT FROM NEW.author_user_id
        OR OLD.is_shared IS DISTINCT FROM NEW.is_shared)
  EXECUTE FUNCTION office_item_count_on_update('presentation');--> statement-breakpoint

-- The items already written.
INSERT INTO office_item_count (firm_id, kind, author_key, is_shared, total)
SELECT firm_id, 'document', coalesce(author_user_id, ''), is_shared, count(*) FROM office_document GROUP BY 1, 3, 4;--> statement-breakpoint
INSERT INTO office_item_count (firm_id, kind, author_key, is_shared, total)
SELECT firm_id, 'spreadsheet', coalesce(author_user_id, ''), is_shared, count(*) FROM office_spreadsheet GROUP BY 1, 3, 4;--> statement-breakpoint
INSERT INTO office_item_count (firm_id, kind, author_key, is_shared, total)
SELECT firm_id, 'presentation', coalesce(author_user_id, ''), is_shared, count(*) FROM office_presentation GROUP BY 1, 3, 4;--> statement-breakpoint

-- Its changes are the firm's like any other table's: the response cache's triggers (migration 0008).
CREATE TRIGGER "office_item_count_firm_change_insert" AFTER INSERT ON "office_item_count" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_item_count_firm_change_update" AFTER UPDATE ON "office_item_count" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "office_item_count_firm_change_delete" AFTER DELETE ON "office_item_count" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
