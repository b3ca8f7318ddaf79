-- A sheet's workbook is kept as JSON text, as the server writes it (storedSpreadsheetText): the editor's
-- fields first, in the order its read answers with them, then "structure". The editor's read sends that
-- text as it is, instead of PostgreSQL printing up to 100,000 cells from jsonb on every open. Each sheet
-- is written out here in the same layout (a field it lacks gets the default the read gave it).
ALTER TABLE "office_spreadsheet" ALTER COLUMN "content" SET DATA TYPE json USING (
  '{"values":' || coalesce("content" -> 'values', '{}'::jsonb)::text
  || ',"formulas":' || coalesce("content" -> 'formulas', '{}'::jsonb)::text
  || ',"formats":' || coalesce("content" -> 'formats', '{}'::jsonb)::text
  || ',"names":' || coalesce("content" -> 'names', '{}'::jsonb)::text
  || ',"frozenRows":' || coalesce("content" -> 'frozenRows', 'null'::jsonb)::text
  || ',"columnWidths":' || coalesce("content" -> 'columnWidths', '{}'::jsonb)::text
  || ',"structure":' || jsonb_build_object(
       'rows', coalesce(("content" -> 'structure' ->> 'rows')::int, "row_count"),
       'columns', coalesce(("content" -> 'structure' ->> 'columns')::int, "column_count"),
       'headers', coalesce("content" -> 'structure' -> 'headers', to_jsonb("headers")))::text
  || '}'
)::json;
