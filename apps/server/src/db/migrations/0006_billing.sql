CREATE TYPE "public"."expense_category" AS ENUM('travel', 'research', 'filing', 'communications', 'stationery', 'professional');--> statement-breakpoint
CREATE TYPE "public"."expense_status" AS ENUM('recorded', 'approved', 'billed');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('time', 'expense', 'fee', 'interest');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'sent', 'partially_paid', 'paid', 'credited', 'void');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('eft', 'cash', 'card', 'trust');--> statement-breakpoint
CREATE TABLE "billing_profile" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"banking_details" text DEFAULT '' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"invoice_prefix" text DEFAULT 'INV' NOT NULL,
	"charge_interest" boolean DEFAULT false NOT NULL,
	"logo_file_id" uuid,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"next_credit_note_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_profile_payment_terms" CHECK ("billing_profile"."payment_terms_days" in (7, 14, 30, 60)),
	CONSTRAINT "billing_profile_vat_number" CHECK ("billing_profile"."vat_number" = '' or "billing_profile"."vat_number" ~ '^4[0-9]{9}$'),
	CONSTRAINT "billing_profile_vat_registered_has_number" CHECK (not "billing_profile"."vat_registered" or "billing_profile"."vat_number" <> ''),
	CONSTRAINT "billing_profile_counters" CHECK ("billing_profile"."next_invoice_number" >= 1 and "billing_profile"."next_credit_note_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_amount_positive" CHECK ("credit_note"."amount_cents" > 0 and "credit_note"."vat_cents" >= 0),
	CONSTRAINT "credit_note_vat_within_amount" CHECK ("credit_note"."vat_cents" <= "credit_note"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "expense" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"category" "expense_category" NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"incurred_on" date NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"status" "expense_status" DEFAULT 'recorded' NOT NULL,
	"receipt_file_id" uuid,
	"invoice_id" uuid,
	"billed_at" timestamp with time zone,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_amount_positive" CHECK ("expense"."amount_cents" > 0),
	CONSTRAINT "expense_billed_has_invoice" CHECK (("expense"."status" = 'billed') = ("expense"."invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"taxable" boolean NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"time_entry_id" uuid,
	"expense_id" uuid,
	"item_date" date,
	CONSTRAINT "invoice_line_quantity_positive" CHECK ("invoice_line"."quantity_hundredths" > 0),
	CONSTRAINT "invoice_line_amounts_non_negative" CHECK ("invoice_line"."unit_price_cents" >= 0 and "invoice_line"."amount_cents" >= 0 and "invoice_line"."vat_cents" >= 0),
	CONSTRAINT "invoice_line_source" CHECK (("invoice_line"."kind" = 'time') = ("invoice_line"."time_entry_id" is not null) and ("invoice_line"."kind" = 'expense') = ("invoice_line"."expense_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"matter_id" uuid,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"number" text,
	"sequence" integer,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"tax_invoice_kind" text,
	"supplier" jsonb,
	"recipient" jsonb,
	"paid_on" date,
	"interest_charged_through" date,
	"interest_on_invoice_id" uuid,
	"email_status" text,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"issued_at" timestamp with time zone,
	"issued_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_total_is_sum" CHECK ("invoice"."total_cents" = "invoice"."subtotal_cents" + "invoice"."vat_cents"),
	CONSTRAINT "invoice_amounts_non_negative" CHECK ("invoice"."subtotal_cents" >= 0 and "invoice"."vat_cents" >= 0 and "invoice"."paid_cents" >= 0 and "invoice"."credited_cents" >= 0),
	CONSTRAINT "invoice_not_overpaid" CHECK ("invoice"."paid_cents" + "invoice"."credited_cents" <= "invoice"."total_cents"),
	CONSTRAINT "invoice_number_when_issued" CHECK (("invoice"."status" = 'draft') = ("invoice"."number" is null) and ("invoice"."number" is null) = ("invoice"."sequence" is null) and ("invoice"."number" is null) = ("invoice"."issue_date" is null)),
	CONSTRAINT "invoice_due_after_issue" CHECK ("invoice"."due_date" is null or "invoice"."issue_date" is null or "invoice"."due_date" >= "invoice"."issue_date"),
	CONSTRAINT "invoice_void_has_reason" CHECK (("invoice"."status" = 'void') = ("invoice"."void_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_allocation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"trust_posting_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocation_amount_positive" CHECK ("payment_allocation"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"allocated_cents" bigint DEFAULT 0 NOT NULL,
	"received_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"trust_account_id" uuid,
	"trust_matter_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_cents" > 0),
	CONSTRAINT "payment_allocated_within_amount" CHECK ("payment"."allocated_cents" >= 0 and "payment"."allocated_cents" <= "payment"."amount_cents"),
	CONSTRAINT "payment_trust_account" CHECK (("payment"."method" = 'trust') = ("payment"."trust_account_id" is not null) and ("payment"."method" <> 'trust' or "payment"."allocated_cents" = "payment"."amount_cents"))
);
--> statement-breakpoint
CREATE TABLE "prescribed_interest_rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" date NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescribed_interest_rate_effective_from_unique" UNIQUE("effective_from"),
	CONSTRAINT "prescribed_interest_rate_range" CHECK ("prescribed_interest_rate"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profile" ADD CONSTRAINT "billing_profile_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profile" ADD CONSTRAINT "billing_profile_logo_file_id_stored_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_receipt_file_id_stored_file_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_time_entry_id_time_entry_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entry"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_expense_id_expense_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expense"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_voided_by_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_trust_posting_id_trust_posting_id_fk" FOREIGN KEY ("trust_posting_id") REFERENCES "public"."trust_posting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_trust_account_id_trust_account_id_fk" FOREIGN KEY ("trust_account_id") REFERENCES "public"."trust_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_trust_matter_id_matter_id_fk" FOREIGN KEY ("trust_matter_id") REFERENCES "public"."matter"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescribed_interest_rate" ADD CONSTRAINT "prescribed_interest_rate_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_firm_id_sequence_key" ON "credit_note" USING btree ("firm_id","sequence");--> statement-breakpoint
CREATE INDEX "credit_note_invoice_id_idx" ON "credit_note" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_firm_id_issued_on_idx" ON "credit_note" USING btree ("firm_id","issued_on");--> statement-breakpoint
CREATE INDEX "expense_firm_id_incurred_on_idx" ON "expense" USING btree ("firm_id","incurred_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_matter_id_idx" ON "expense" USING btree ("matter_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_invoice_id_position_key" ON "invoice_line" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_line_time_entry_id_idx" ON "invoice_line" USING btree ("time_entry_id");--> statement-breakpoint
CREATE INDEX "invoice_line_expense_id_idx" ON "invoice_line" USING btree ("expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_firm_id_sequence_key" ON "invoice" USING btree ("firm_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_firm_id_number_key" ON "invoice" USING btree ("firm_id","number");--> statement-breakpoint
CREATE INDEX "invoice_firm_id_created_at_idx" ON "invoice" USING btree ("firm_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_firm_id_status_created_at_idx" ON "invoice" USING btree ("firm_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_client_id_idx" ON "invoice" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_matter_id_idx" ON "invoice" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "payment_allocation_payment_id_idx" ON "payment_allocation" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocation_invoice_id_idx" ON "payment_allocation" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_firm_id_received_on_idx" ON "payment" USING btree ("firm_id","received_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_client_id_idx" ON "payment" USING btree ("client_id","received_on");--> statement-breakpoint
CREATE INDEX "payment_unallocated_idx" ON "payment" USING btree ("firm_id","client_id") WHERE "payment"."allocated_cents" < "payment"."amount_cents";--> statement-breakpoint
-- Time entries and fee notes point at the invoice that billed them (kept as plain columns by issues 4
-- and 5 until this table existed).
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id")
  REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_fee_note" ADD CONSTRAINT "trust_fee_note_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id")
  REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_interest_on_invoice_id_invoice_id_fk" FOREIGN KEY ("interest_on_invoice_id")
  REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- An issued invoice is a tax invoice (VAT Act s20): one original, never altered. Whatever code or person
-- tries, the database refuses to change its number, dates, parties, description or totals, to move it
-- back to draft, to delete it, or to touch its lines. Payments, credit notes and voiding change only the
-- paid/credited figures, the status and the void fields.
CREATE FUNCTION "invoice_refuse_issued_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'draft' THEN
      RAISE EXCEPTION 'Invoice % has been issued and cannot be deleted (VAT Act s20): void it instead', OLD."number"
        USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" <> 'draft' AND (
       NEW."status" = 'draft'
    OR NEW."number" IS DISTINCT FROM OLD."number"
    OR NEW."sequence" IS DISTINCT FROM OLD."sequence"
    OR NEW."client_id" IS DISTINCT FROM OLD."client_id"
    OR NEW."matter_id" IS DISTINCT FROM OLD."matter_id"
    OR NEW."issue_date" IS DISTINCT FROM OLD."issue_date"
    OR NEW."due_date" IS DISTINCT FROM OLD."due_date"
    OR NEW."description" IS DISTINCT FROM OLD."description"
    OR NEW."subtotal_cents" IS DISTINCT FROM OLD."subtotal_cents"
    OR NEW."vat_cents" IS DISTINCT FROM OLD."vat_cents"
    OR NEW."total_cents" IS DISTINCT FROM OLD."total_cents"
    OR NEW."tax_invoice_kind" IS DISTINCT FROM OLD."tax_invoice_kind"
    OR NEW."supplier" IS DISTINCT FROM OLD."supplier"
    OR NEW."recipient" IS DISTINCT FROM OLD."recipient"
  ) THEN
    RAISE EXCEPTION 'Invoice % has been issued and is locked (VAT Act s20): issue a credit note instead', OLD."number"
      USING ERRCODE = 'P0001';
  END IF;
  IF OLD."status" = 'void' AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'Invoice % is void and cannot change', OLD."number" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_issued_locked" BEFORE UPDATE OR DELETE ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION "invoice_refuse_issued_change"();
--> statement-breakpoint
CREATE FUNCTION "invoice_line_refuse_issued_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "invoice_status" "invoice_status";
BEGIN
  SELECT "status" INTO "invoice_status" FROM "invoice"
   WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."invoice_id" ELSE NEW."invoice_id" END;
  -- A draft being deleted takes its lines with it (ON DELETE CASCADE): the invoice row is gone by then.
  IF "invoice_status" IS NOT NULL AND "invoice_status" <> 'draft' THEN
    RAISE EXCEPTION 'The lines of an issued invoice cannot change (VAT Act s20)' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_line_issued_locked" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_line"
  FOR EACH ROW EXECUTE FUNCTION "invoice_line_refuse_issued_change"();
--> statement-breakpoint
-- The last prescribed rate verified (11.50% from 1 November 2024: repo 8.00% + 3.5); the platform admin
-- adds each new one.
INSERT INTO "prescribed_interest_rate" ("effective_from", "rate_basis_points", "note")
VALUES ('2024-11-01', 1150, 'Repo rate 8.00% + 3.5 percentage points (Prescribed Rate of Interest Act 55 of 1975)');
--> statement-breakpoint
-- Indexes drizzle cannot describe. Open invoices by due date carry the figures the outstanding and
-- overdue sums need (an index-only scan); issued invoices by issue date carry what revenue adds up.
CREATE INDEX "invoice_open_due_date_idx" ON "invoice" ("firm_id", "due_date")
  INCLUDE ("total_cents", "paid_cents", "credited_cents") WHERE "status" IN ('sent', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoice_issued_idx" ON "invoice" ("firm_id", "issue_date")
  INCLUDE ("status", "subtotal_cents") WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "invoice_paid_on_idx" ON "invoice" ("firm_id", "paid_on") INCLUDE ("issue_date") WHERE "status" = 'paid';--> statement-breakpoint
-- "INV-0004…" typed in the search box: a prefix match on the number, whatever the database's collation.
CREATE INDEX "invoice_number_prefix_idx" ON "invoice" ("firm_id", "number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoice_description_folded_trgm_idx" ON "invoice" USING gin (inkundla_fold("description") gin_trgm_ops);
