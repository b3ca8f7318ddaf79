CREATE TYPE "public"."trust_account_kind" AS ENUM('s86_2', 's86_3', 's86_4');--> statement-breakpoint
CREATE TYPE "public"."trust_account_status" AS ENUM('active', 'closed');--> statement-breakpoint
CREATE TYPE "public"."trust_bank" AS ENUM('absa', 'fnb', 'standard', 'nedbank', 'capitec', 'other');--> statement-breakpoint
CREATE TYPE "public"."trust_entry_side" AS ENUM('bank', 'ledger');--> statement-breakpoint
CREATE TYPE "public"."trust_ledger_party" AS ENUM('client', 'fund', 'firm');--> statement-breakpoint
CREATE TYPE "public"."trust_posting_type" AS ENUM('receipt', 'payment', 'transfer_to_business', 'client_transfer', 'account_transfer', 'bank_charge', 'interest', 'reversal');--> statement-breakpoint
CREATE TABLE "firm_client_count" (
	"firm_id" uuid NOT NULL,
	"is_archived" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "firm_client_count_firm_id_is_archived_pk" PRIMARY KEY("firm_id","is_archived")
);
--> statement-breakpoint
CREATE TABLE "firm_matter_count" (
	"firm_id" uuid NOT NULL,
	"status" "matter_status" NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "firm_matter_count_firm_id_status_pk" PRIMARY KEY("firm_id","status")
);
--> statement-breakpoint
CREATE TABLE "firm_time_month" (
	"firm_id" uuid NOT NULL,
	"month" date NOT NULL,
	"entry_count" integer NOT NULL,
	"hours_tenths" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "firm_time_month_firm_id_month_pk" PRIMARY KEY("firm_id","month")
);
--> statement-breakpoint
CREATE TABLE "trust_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank" "trust_bank" NOT NULL,
	"account_number" text NOT NULL,
	"branch_code" text,
	"kind" "trust_account_kind" NOT NULL,
	"client_id" uuid,
	"status" "trust_account_status" DEFAULT 'active' NOT NULL,
	"opened_on" date NOT NULL,
	"closed_on" date,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"locked_through" date,
	"instruction_date" date,
	"instruction_file_id" uuid,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_account_balance_not_negative" CHECK ("trust_account"."balance_cents" >= 0),
	CONSTRAINT "trust_account_s86_4_client" CHECK ("trust_account"."kind" <> 's86_4' or "trust_account"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "trust_audit_report" (
	"firm_id" uuid NOT NULL,
	"year_end" date NOT NULL,
	"lodged_on" date NOT NULL,
	"auditor" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_audit_report_firm_id_year_end_pk" PRIMARY KEY("firm_id","year_end")
);
--> statement-breakpoint
CREATE TABLE "trust_books" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"financial_year_end_month" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "trust_books_year_end_month" CHECK ("trust_books"."financial_year_end_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "trust_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"posted_on" date NOT NULL,
	"side" "trust_entry_side" NOT NULL,
	"account_id" uuid NOT NULL,
	"party" "trust_ledger_party",
	"client_id" uuid,
	"matter_id" uuid,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	CONSTRAINT "trust_entry_side_party" CHECK (("trust_entry"."side" = 'bank' and "trust_entry"."party" is null and "trust_entry"."client_id" is null) or ("trust_entry"."side" = 'ledger' and "trust_entry"."party" is not null)),
	CONSTRAINT "trust_entry_client_party" CHECK ("trust_entry"."side" = 'bank' or (("trust_entry"."party" = 'client') = ("trust_entry"."client_id" is not null))),
	CONSTRAINT "trust_entry_ledger_not_in_debit" CHECK ("trust_entry"."side" = 'bank' or "trust_entry"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trust_fee_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"client_id" uuid NOT NULL,
	"matter_id" uuid,
	"amount_cents" bigint NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_fee_note_amount_positive" CHECK ("trust_fee_note"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "trust_fidelity_certificate" (
	"firm_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_fidelity_certificate_firm_id_year_pk" PRIMARY KEY("firm_id","year")
);
--> statement-breakpoint
CREATE TABLE "trust_ledger_balance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"party" "trust_ledger_party" NOT NULL,
	"client_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"last_posted_on" date,
	CONSTRAINT "trust_ledger_balance_key" UNIQUE NULLS NOT DISTINCT("account_id","party","client_id"),
	CONSTRAINT "trust_ledger_balance_not_in_debit" CHECK ("trust_ledger_balance"."balance_cents" >= 0),
	CONSTRAINT "trust_ledger_balance_client_party" CHECK (("trust_ledger_balance"."party" = 'client') = ("trust_ledger_balance"."client_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "trust_posting" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"type" "trust_posting_type" NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"fee_note_id" uuid,
	"reverses_id" uuid,
	"reason" text,
	"captured_by" text NOT NULL,
	"captured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_posting_amount_positive" CHECK ("trust_posting"."amount_cents" > 0),
	CONSTRAINT "trust_posting_reversal_has_original" CHECK (("trust_posting"."type" = 'reversal') = ("trust_posting"."reverses_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "trust_reconciliation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"month" text NOT NULL,
	"statement_closing_cents" bigint NOT NULL,
	"reconciled_bank_cents" bigint NOT NULL,
	"cash_book_cents" bigint NOT NULL,
	"ledger_total_cents" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"signed_off_by" text NOT NULL,
	"signed_off_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_statement_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_statement_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint,
	"fingerprint" text NOT NULL,
	"matched_entry_id" uuid,
	"match_method" text,
	"matched_by" text,
	"matched_at" timestamp with time zone,
	CONSTRAINT "trust_statement_line_amount_not_zero" CHECK ("trust_statement_line"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"purpose" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_file_size_bytes_positive" CHECK ("stored_file"."size_bytes" > 0),
	CONSTRAINT "stored_file_file_name_length" CHECK (char_length("stored_file"."file_name") between 1 and 255),
	CONSTRAINT "stored_file_sha256_hex" CHECK ("stored_file"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
DROP INDEX "client_name_trgm_idx";--> statement-breakpoint
DROP INDEX "matter_title_trgm_idx";--> statement-breakpoint
DROP INDEX "time_entry_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (inkundla_fold("client"."name")) STORED;--> statement-breakpoint
ALTER TABLE "matter" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (inkundla_fold("matter"."title")) STORED;--> statement-breakpoint
ALTER TABLE "time_entry" ADD COLUMN "description_folded" text GENERATED ALWAYS AS (inkundla_fold("time_entry"."description")) STORED;--> statement-breakpoint
ALTER TABLE "firm_client_count" ADD CONSTRAINT "firm_client_count_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_matter_count" ADD CONSTRAINT "firm_matter_count_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_time_month" ADD CONSTRAINT "firm_time_month_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_account" ADD CONSTRAINT "trust_account_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_account" ADD CONSTRAINT "trust_account_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_account" ADD CONSTRAINT "trust_account_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_audit_report" ADD CONSTRAINT "trust_audit_report_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_audit_report" ADD CONSTRAINT "trust_audit_report_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_books" ADD CONSTRAINT "trust_books_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_entry" ADD CONSTRAINT "trust_entry_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_entry" ADD CONSTRAINT "trust_entry_posting_id_trust_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."trust_posting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_entry" ADD CONSTRAINT "trust_entry_account_id_trust_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_entry" ADD CONSTRAINT "trust_entry_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_entry" ADD CONSTRAINT "trust_entry_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fee_note" ADD CONSTRAINT "trust_fee_note_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fee_note" ADD CONSTRAINT "trust_fee_note_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fee_note" ADD CONSTRAINT "trust_fee_note_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fidelity_certificate" ADD CONSTRAINT "trust_fidelity_certificate_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fidelity_certificate" ADD CONSTRAINT "trust_fidelity_certificate_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ledger_balance" ADD CONSTRAINT "trust_ledger_balance_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ledger_balance" ADD CONSTRAINT "trust_ledger_balance_account_id_trust_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_ledger_balance" ADD CONSTRAINT "trust_ledger_balance_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_posting" ADD CONSTRAINT "trust_posting_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_posting" ADD CONSTRAINT "trust_posting_fee_note_id_trust_fee_note_id_fk" FOREIGN KEY ("fee_note_id") REFERENCES "public"."trust_fee_note"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_posting" ADD CONSTRAINT "trust_posting_captured_by_user_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_reconciliation" ADD CONSTRAINT "trust_reconciliation_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_reconciliation" ADD CONSTRAINT "trust_reconciliation_account_id_trust_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_reconciliation" ADD CONSTRAINT "trust_reconciliation_signed_off_by_user_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_import" ADD CONSTRAINT "trust_statement_import_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_import" ADD CONSTRAINT "trust_statement_import_account_id_trust_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_import" ADD CONSTRAINT "trust_statement_import_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_line" ADD CONSTRAINT "trust_statement_line_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_line" ADD CONSTRAINT "trust_statement_line_account_id_trust_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_line" ADD CONSTRAINT "trust_statement_line_import_id_trust_statement_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trust_statement_import"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_line" ADD CONSTRAINT "trust_statement_line_matched_entry_id_trust_entry_id_fk" FOREIGN KEY ("matched_entry_id") REFERENCES "public"."trust_entry"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_statement_line" ADD CONSTRAINT "trust_statement_line_matched_by_user_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_account_firm_id_number_key" ON "trust_account" USING btree ("firm_id","bank","account_number");--> statement-breakpoint
CREATE INDEX "trust_entry_posting_id_idx" ON "trust_entry" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "trust_entry_account_number_idx" ON "trust_entry" USING btree ("account_id","side","number");--> statement-breakpoint
CREATE INDEX "trust_entry_firm_side_number_idx" ON "trust_entry" USING btree ("firm_id","side","number");--> statement-breakpoint
CREATE INDEX "trust_entry_client_idx" ON "trust_entry" USING btree ("firm_id","client_id","number");--> statement-breakpoint
CREATE INDEX "trust_entry_balance_at_date_idx" ON "trust_entry" USING btree ("account_id","side","posted_on","party","client_id","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_fee_note_firm_id_reference_key" ON "trust_fee_note" USING btree ("firm_id","reference");--> statement-breakpoint
CREATE INDEX "trust_ledger_balance_firm_client_idx" ON "trust_ledger_balance" USING btree ("firm_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_posting_firm_id_number_key" ON "trust_posting" USING btree ("firm_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_posting_reverses_id_key" ON "trust_posting" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "trust_posting_fee_note_id_idx" ON "trust_posting" USING btree ("fee_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_reconciliation_account_month_key" ON "trust_reconciliation" USING btree ("account_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_statement_line_fingerprint_key" ON "trust_statement_line" USING btree ("account_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "trust_statement_line_matched_entry_key" ON "trust_statement_line" USING btree ("matched_entry_id");--> statement-breakpoint
CREATE INDEX "trust_statement_line_account_posted_on_idx" ON "trust_statement_line" USING btree ("account_id","posted_on");--> statement-breakpoint
CREATE INDEX "stored_file_firm_id_created_at_idx" ON "stored_file" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_uploaded_by_idx" ON "stored_file" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "client_name_folded_trgm_idx" ON "client" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matter_title_folded_trgm_idx" ON "matter" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matter_reference_trgm_idx" ON "matter" USING gin (lower("reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "time_entry_description_folded_trgm_idx" ON "time_entry" USING gin ("description_folded" gin_trgm_ops);
--> statement-breakpoint
-- Exact per-firm counts and monthly time totals, kept in the writing transaction by triggers, so every
-- writer (the API, seeds, tests that write rows directly) keeps them right. Inserts and deletes are
-- counted once per statement from its transition table (a bulk insert of 200,000 rows is one upsert);
-- updates are counted per row, and only when a counted column really changes (the WHEN clause costs
-- nothing for the frequent "last activity" updates). Upserts go in key order, so two writers never
-- take the same counter rows in opposite orders.
CREATE OR REPLACE FUNCTION firm_client_count_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO firm_client_count AS counted (firm_id, is_archived, total)
  SELECT firm_id, archived_at IS NOT NULL, CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed_rows
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, is_archived) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION firm_client_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO firm_client_count AS counted (firm_id, is_archived, total)
  SELECT firm_id, is_archived, sum(change)
    FROM (VALUES (OLD.firm_id, OLD.archived_at IS NOT NULL, -1),
                 (NEW.firm_id, NEW.archived_at IS NOT NULL, 1)) AS moved (firm_id, is_archived, change)
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, is_archived) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER client_count_after_insert AFTER INSERT ON client
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_client_count_on_write();--> statement-breakpoint
CREATE TRIGGER client_count_after_delete AFTER DELETE ON client
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_client_count_on_write();--> statement-breakpoint
CREATE TRIGGER client_count_after_update AFTER UPDATE OF firm_id, archived_at ON client
  FOR EACH ROW
  WHEN (OLD.firm_id IS DISTINCT FROM NEW.firm_id OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
  EXECUTE FUNCTION firm_client_count_on_update();--> statement-breakpoint

CREATE OR REPLACE FUNCTION firm_matter_count_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO firm_matter_count AS counted (firm_id, status, total)
  SELECT firm_id, status, CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM changed_rows
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, status) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION firm_matter_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO firm_matter_count AS counted (firm_id, status, total)
  SELECT firm_id, status, sum(change)
    FROM (VALUES (OLD.firm_id, OLD.status, -1), (NEW.firm_id, NEW.status, 1)) AS moved (firm_id, status, change)
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, status) DO UPDATE SET total = counted.total + excluded.total;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER matter_count_after_insert AFTER INSERT ON matter
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_matter_count_on_write();--> statement-breakpoint
CREATE TRIGGER matter_count_after_delete AFTER DELETE ON matter
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_matter_count_on_write();--> statement-breakpoint
CREATE TRIGGER matter_count_after_update AFTER UPDATE OF firm_id, status ON matter
  FOR EACH ROW
  WHEN (OLD.firm_id IS DISTINCT FROM NEW.firm_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION firm_matter_count_on_update();--> statement-breakpoint

-- The month of the work (worked_on is a date: no time zone enters into it).
CREATE OR REPLACE FUNCTION firm_time_month_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO firm_time_month AS month_total (firm_id, month, entry_count, hours_tenths, amount_cents)
  SELECT firm_id, date_trunc('month', worked_on::timestamp)::date,
         direction * count(*), direction * sum(hours_tenths), direction * sum(amount_cents)
    FROM changed_rows
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, month) DO UPDATE SET
    entry_count = month_total.entry_count + excluded.entry_count,
    hours_tenths = month_total.hours_tenths + excluded.hours_tenths,
    amount_cents = month_total.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION firm_time_month_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO firm_time_month AS month_total (firm_id, month, entry_count, hours_tenths, amount_cents)
  SELECT firm_id, month, sum(entries), sum(tenths), sum(cents)
    FROM (VALUES
            (OLD.firm_id, date_trunc('month', OLD.worked_on::timestamp)::date, -1,
             -OLD.hours_tenths::bigint, -OLD.amount_cents::bigint),
            (NEW.firm_id, date_trunc('month', NEW.worked_on::timestamp)::date, 1,
             NEW.hours_tenths::bigint, NEW.amount_cents::bigint)
         ) AS moved (firm_id, month, entries, tenths, cents)
   GROUP BY 1, 2
   ORDER BY 1, 2
  ON CONFLICT (firm_id, month) DO UPDATE SET
    entry_count = month_total.entry_count + excluded.entry_count,
    hours_tenths = month_total.hours_tenths + excluded.hours_tenths,
    amount_cents = month_total.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entry_month_after_insert AFTER INSERT ON time_entry
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_time_month_on_write();--> statement-breakpoint
CREATE TRIGGER time_entry_month_after_delete AFTER DELETE ON time_entry
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION firm_time_month_on_write();--> statement-breakpoint
CREATE TRIGGER time_entry_month_after_update
  AFTER UPDATE OF firm_id, worked_on, hours_tenths, amount_cents ON time_entry
  FOR EACH ROW
  WHEN ((OLD.firm_id, OLD.worked_on, OLD.hours_tenths, OLD.amount_cents)
        IS DISTINCT FROM (NEW.firm_id, NEW.worked_on, NEW.hours_tenths, NEW.amount_cents))
  EXECUTE FUNCTION firm_time_month_on_update();--> statement-breakpoint

-- What the databases already hold (the triggers above keep it from here on).
INSERT INTO firm_client_count (firm_id, is_archived, total)
SELECT firm_id, archived_at IS NOT NULL, count(*) FROM client GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO firm_matter_count (firm_id, status, total)
SELECT firm_id, status, count(*) FROM matter GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO firm_time_month (firm_id, month, entry_count, hours_tenths, amount_cents)
SELECT firm_id, date_trunc('month', worked_on::timestamp)::date, count(*), sum(hours_tenths), sum(amount_cents)
  FROM time_entry GROUP BY 1, 2;
--> statement-breakpoint
-- The trust journal is append-only (LPC Rule 54.9: nothing in the ledger is ever deleted). A mistake is
-- corrected by a reversal posting; these triggers refuse anything else, whatever code or person tries.
CREATE FUNCTION "trust_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The trust journal is append-only: % on % is refused (LPC Rule 54.9)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trust_posting_append_only" BEFORE UPDATE OR DELETE ON "trust_posting"
  FOR EACH ROW EXECUTE FUNCTION "trust_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "trust_posting_no_truncate" BEFORE TRUNCATE ON "trust_posting"
  FOR EACH STATEMENT EXECUTE FUNCTION "trust_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "trust_entry_append_only" BEFORE UPDATE OR DELETE ON "trust_entry"
  FOR EACH ROW EXECUTE FUNCTION "trust_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "trust_entry_no_truncate" BEFORE TRUNCATE ON "trust_entry"
  FOR EACH STATEMENT EXECUTE FUNCTION "trust_refuse_change"();
--> statement-breakpoint
-- Double entry: per trust account a posting touches, its cash book line equals the sum of its creditor
-- lines, and there is exactly one cash book line. Checked when the transaction commits.
CREATE FUNCTION "trust_check_posting_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "posting" uuid;
  "problem" record;
BEGIN
  IF TG_TABLE_NAME = 'trust_entry' THEN
    "posting" := NEW."posting_id";
  ELSE
    "posting" := NEW."id";
    IF NOT EXISTS (SELECT 1 FROM "trust_entry" WHERE "posting_id" = "posting") THEN
      RAISE EXCEPTION 'Trust posting % has no lines', "posting" USING ERRCODE = 'P0001';
    END IF;
  END IF;
  SELECT "account_id" INTO "problem" FROM "trust_entry" WHERE "posting_id" = "posting"
    GROUP BY "account_id"
    HAVING count(*) FILTER (WHERE "side" = 'bank') <> 1
      OR sum("amount_cents") FILTER (WHERE "side" = 'bank')
         <> coalesce(sum("amount_cents") FILTER (WHERE "side" = 'ledger'), 0)
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Trust posting % does not balance on trust account %', "posting", "problem"."account_id"
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_entry_balanced" AFTER INSERT ON "trust_entry"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trust_check_posting_balanced"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_posting_has_lines" AFTER INSERT ON "trust_posting"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trust_check_posting_balanced"();
--> statement-breakpoint
-- No trust deficit (LPC Rule 54.14.8): a trust account's money may never be less than what its trust
-- creditors hold in it. Checked when the transaction commits, on the account's current balance.
CREATE FUNCTION "trust_check_no_deficit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "account" uuid;
  "money" bigint;
  "owed" bigint;
BEGIN
  -- Each branch reads a field only that table has; PL/pgSQL resolves a field when the line runs.
  IF TG_TABLE_NAME = 'trust_account' THEN
    "account" := NEW."id";
  ELSE
    "account" := NEW."account_id";
  END IF;
  SELECT "balance_cents" INTO "money" FROM "trust_account" WHERE "id" = "account";
  SELECT coalesce(sum("balance_cents"), 0) INTO "owed" FROM "trust_ledger_balance" WHERE "account_id" = "account";
  IF "money" < "owed" THEN
    RAISE EXCEPTION 'Trust deficit on trust account %: R% held, R% owed to trust creditors (LPC Rule 54.14.8)',
      "account", "money" / 100.0, "owed" / 100.0 USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_account_no_deficit" AFTER UPDATE OF "balance_cents" ON "trust_account"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trust_check_no_deficit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trust_ledger_balance_no_deficit" AFTER INSERT OR UPDATE OF "balance_cents" ON "trust_ledger_balance"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trust_check_no_deficit"();
