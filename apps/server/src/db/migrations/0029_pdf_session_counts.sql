-- A session's edits counted by type, {"annotations": {"note": 2, …}, "modifications": {"redact": 1, …}}
-- (a type with none is left out), kept in a generated column: the PDF sessions' cards read the counts
-- instead of every edit, and no write can leave them out of step with the edits.
CREATE OR REPLACE FUNCTION pdf_edit_counts(annotations jsonb, modifications jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT jsonb_build_object(
      'annotations', (SELECT coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
                        FROM (SELECT edit ->> 'type' AS kind, count(*)::int AS n
                                FROM jsonb_array_elements(annotations) AS edit GROUP BY 1) AS counted),
      'modifications', (SELECT coalesce(jsonb_object_agg(kind, n), '{}'::jsonb)
                          FROM (SELECT edit ->> 'type' AS kind, count(*)::int AS n
                                  FROM jsonb_array_elements(modifications) AS edit GROUP BY 1) AS counted))
  $$;--> statement-breakpoint
ALTER TABLE "office_item_count" DROP CONSTRAINT "office_item_count_kind_known";--> statement-breakpoint
ALTER TABLE "pdf_session" ADD COLUMN "edit_counts" jsonb GENERATED ALWAYS AS (pdf_edit_counts("pdf_session"."annotations", "pdf_session"."modifications")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "office_item_count" ADD CONSTRAINT "office_item_count_kind_known" CHECK ("office_item_count"."kind" in ('document', 'spreadsheet', 'presentation', 'pdf_session'));--> statement-breakpoint

-- The firm's PDF sessions are counted too, for the list's X-Total-Count. Every member sees every
-- session, so a firm has one row: no author, shared. A session never moves to another firm.
CREATE OR REPLACE FUNCTION pdf_session_count_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO office_item_count AS counted (firm_id, kind, author_key, is_shared, total)
  SELECT firm_id, 'pdf_session', '', true, CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed_rows
   GROUP BY 1
   ORDER BY 1
  ON CONFLICT (firm_id, kind, author_key, is_shared) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pdf_session_count_after_insert AFTER INSERT ON pdf_session
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pdf_session_count_on_write();--> statement-breakpoint
CREATE TRIGGER pdf_session_count_after_delete AFTER DELETE ON pdf_session
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pdf_session_count_on_write();--> statement-breakpoint
INSERT INTO office_item_count (firm_id, kind, author_key, is_shared, total)
SELECT firm_id, 'pdf_session', '', true, count(*) FROM pdf_session GROUP BY 1;
