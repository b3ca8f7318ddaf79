CREATE TABLE "firm_change" (
	"firm_id" uuid NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "firm_change_firm_id_xid_pk" PRIMARY KEY("firm_id","xid")
);
--> statement-breakpoint
-- The response cache (platform/response-cache.ts) serves a firm's list again only while no transaction
-- has changed that firm's data since the snapshot the answer was read under. Every write to a
-- firm-scoped table notes its transaction here, once per transaction and firm. Only inserts, and a
-- repeated note of the same transaction does nothing: writers never wait on each other here, unlike a
-- version counter row, which every writing transaction of a firm would lock until it commits.
CREATE FUNCTION "firm_change_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "firm_change" ("firm_id")
  SELECT DISTINCT "firm_id" FROM "changed_rows" WHERE "firm_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The firm row itself (name, plan, settings) has its id where other tables have firm_id.
CREATE FUNCTION "firm_change_note_firm"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "firm_change" ("firm_id")
  SELECT DISTINCT "id" FROM "changed_rows"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A person's name or e-mail shows in their firm's lists (time entries, matters, invoices).
CREATE FUNCTION "firm_change_note_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "firm_change" ("firm_id")
  SELECT "firm_id" FROM "firm_member" WHERE "user_id" = NEW."id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk load of 200,000 rows notes its firm once.
-- audit_event is left out: no cached answer reads it, and sign-ins write it.
-- A table added later gets its triggers in its own migration; an integration test
-- (response-cache.integration.test.ts) fails while any firm-scoped table lacks them.
DO $$
DECLARE
  "scoped" record;
BEGIN
  FOR "scoped" IN
    SELECT "columns"."table_name"
      FROM information_schema.columns AS "columns"
      JOIN information_schema.tables AS "tables"
        ON "tables"."table_schema" = "columns"."table_schema" AND "tables"."table_name" = "columns"."table_name"
     WHERE "columns"."table_schema" = current_schema() AND "columns"."column_name" = 'firm_id'
       AND "tables"."table_type" = 'BASE TABLE' AND "columns"."table_name" NOT IN ('firm_change', 'audit_event')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped"."table_name" || '_firm_change_insert', "scoped"."table_name");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped"."table_name" || '_firm_change_update', "scoped"."table_name");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"()', "scoped"."table_name" || '_firm_change_delete', "scoped"."table_name");
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "firm_firm_change_update" AFTER UPDATE ON "firm" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note_firm"();
--> statement-breakpoint
CREATE TRIGGER "user_firm_change_update" AFTER UPDATE ON "user" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
        OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "firm_change_note_user"();
