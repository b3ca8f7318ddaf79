CREATE TABLE "firm_invoice_status_count" (
	"firm_id" uuid NOT NULL,
	"status" "invoice_status" NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "firm_invoice_status_count_firm_id_status_pk" PRIMARY KEY("firm_id","status")
);
--> statement-breakpoint
ALTER TABLE "firm_invoice_status_count" ADD CONSTRAINT "firm_invoice_status_count_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The invoice list's X-Total-Count reads these counts instead of counting up to 100,000 invoices, so
-- every writer (the API, seeds, tests that write rows directly) must keep them exact: row triggers on
-- invoice, deferred to the commit of the writing transaction. Deferred, the counter rows are the last
-- locks a transaction takes and are held only while it commits, so they never add a lock-order cycle
-- with the invoices, billing profile and trust rows the transaction locked first. Each change upserts
-- all six rows of the firm in status order, and writes only those whose count moves (ON CONFLICT ...
-- WHERE still locks the others): a payment that settles several invoices moves sent → paid and then
-- partially_paid → paid, and two such payments would otherwise take the same rows in opposite orders.
-- A bulk load of many thousands of invoices in one transaction switches the triggers off and recounts
-- its firm instead (seed/large-billing.ts): row by row it would rewrite the same rows once per invoice.
CREATE FUNCTION "firm_invoice_status_count_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "moved" ("firm_id", "status", "change") AS (
    SELECT OLD."firm_id", OLD."status", -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT NEW."firm_id", NEW."status", 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
  )
  INSERT INTO "firm_invoice_status_count" AS "counted" ("firm_id", "status", "total")
  SELECT "firm"."firm_id", "kept"."status",
         coalesce((SELECT sum("moved"."change") FROM "moved"
                    WHERE "moved"."firm_id" = "firm"."firm_id" AND "moved"."status" = "kept"."status"), 0)
    FROM (SELECT DISTINCT "firm_id" FROM "moved") AS "firm"
   CROSS JOIN unnest(enum_range(NULL::"invoice_status")) AS "kept" ("status")
   ORDER BY 1, 2
  ON CONFLICT ("firm_id", "status") DO UPDATE SET "total" = "counted"."total" + excluded."total"
   WHERE excluded."total" <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_status_count_after_insert_or_delete" AFTER INSERT OR DELETE ON "invoice"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "firm_invoice_status_count_on_write"();
--> statement-breakpoint
-- Payments that leave the status as it was (a second part payment) queue nothing: the WHEN clause is
-- checked when the row changes, not at commit.
CREATE CONSTRAINT TRIGGER "invoice_status_count_after_update" AFTER UPDATE OF "firm_id", "status" ON "invoice"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."firm_id" IS DISTINCT FROM NEW."firm_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "firm_invoice_status_count_on_write"();
--> statement-breakpoint
-- What the databases already hold (the triggers above keep it from here on): six rows per firm.
INSERT INTO "firm_invoice_status_count" ("firm_id", "status", "total")
SELECT "firm"."firm_id", "kept"."status", count("invoice"."id")
  FROM (SELECT DISTINCT "firm_id" FROM "invoice") AS "firm"
 CROSS JOIN unnest(enum_range(NULL::"invoice_status")) AS "kept" ("status")
  LEFT JOIN "invoice" ON "invoice"."firm_id" = "firm"."firm_id" AND "invoice"."status" = "kept"."status"
 GROUP BY 1, 2;
