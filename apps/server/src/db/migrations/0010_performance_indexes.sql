ALTER TABLE "trust_account" ADD COLUMN "bank_line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "client_current_name_idx" ON "client" USING btree ("firm_id","name","id") WHERE "client"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "client_email_trgm_idx" ON "client" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matter_client_id_active_idx" ON "matter" USING btree ("client_id") WHERE "matter"."status" = 'active';--> statement-breakpoint
-- The client search's ID and registration numbers by their start ("8001…"), whatever the database's
-- collation: with the trigram indexes on the folded name and the e-mail, every condition of the search
-- has an index, and PostgreSQL ORs four index scans instead of reading every client of the firm.
CREATE INDEX "client_id_number_prefix_idx" ON "client" ("firm_id", "id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "client_registration_number_prefix_idx" ON "client" ("firm_id", "registration_number" text_pattern_ops);--> statement-breakpoint
-- The trust transactions list's X-Total-Count reads trust_account.bank_line_count instead of counting
-- half a million cash book lines. The journal is append-only (trust_refuse_change), so a line is only
-- ever added: one statement trigger counts what each insert adds, for every writer (the posting
-- service, seeds, tests that write rows directly). The accounts it updates are already locked by the
-- posting that adds the lines (postTrustTransaction locks them first, in id order), so it waits for
-- nobody new; it updates bank_line_count only, so the deferred deficit check on balance_cents stays
-- out of it.
CREATE FUNCTION "trust_account_count_bank_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trust_account" AS "account"
     SET "bank_line_count" = "account"."bank_line_count" + "added"."lines"
    FROM (SELECT "account_id", count(*)::int AS "lines" FROM "added_rows"
           WHERE "side" = 'bank' GROUP BY "account_id") AS "added"
   WHERE "account"."id" = "added"."account_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trust_entry_count_bank_lines" AFTER INSERT ON "trust_entry" REFERENCING NEW TABLE AS "added_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "trust_account_count_bank_lines"();--> statement-breakpoint
UPDATE "trust_account" AS "account"
   SET "bank_line_count" = (SELECT count(*) FROM "trust_entry" AS "line"
                             WHERE "line"."account_id" = "account"."id" AND "line"."side" = 'bank');
--> statement-breakpoint
-- Open invoices newest first with their due date: "overdue" (and sent or part paid not yet due) walks
-- past the invoices on the other side of today in the index alone (invoice-list.repository.ts).
CREATE INDEX "invoice_open_created_at_idx" ON "invoice" ("firm_id", "status", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("due_date") WHERE "status" IN ('sent', 'partially_paid');
