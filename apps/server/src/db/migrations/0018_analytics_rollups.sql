CREATE TABLE "analytics_billed_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"line_count" integer NOT NULL,
	"cents" bigint NOT NULL,
	"hours_tenths" bigint NOT NULL,
	CONSTRAINT "analytics_billed_day_firm_id_day_user_id_pk" PRIMARY KEY("firm_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_client_balance" (
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "analytics_client_balance_firm_id_client_id_pk" PRIMARY KEY("firm_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_client_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"client_id" uuid NOT NULL,
	"activity_count" integer NOT NULL,
	"revenue_movement_count" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "analytics_client_day_firm_id_day_client_id_pk" PRIMARY KEY("firm_id","day","client_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_collected_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"allocation_count" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "analytics_collected_day_firm_id_day_pk" PRIMARY KEY("firm_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_collection_day" (
	"firm_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"invoice_count" integer NOT NULL,
	"due_cents" bigint NOT NULL,
	"paid_within30_cents" bigint NOT NULL,
	"paid_within60_cents" bigint NOT NULL,
	"paid_within90_cents" bigint NOT NULL,
	CONSTRAINT "analytics_collection_day_firm_id_issue_date_pk" PRIMARY KEY("firm_id","issue_date")
);
--> statement-breakpoint
CREATE TABLE "analytics_debtor_day" (
	"firm_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"gross_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "analytics_debtor_day_firm_id_issue_date_pk" PRIMARY KEY("firm_id","issue_date")
);
--> statement-breakpoint
CREATE TABLE "analytics_firm_wip" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"time_cents" bigint NOT NULL,
	"expense_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_revenue_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"practice_area" text NOT NULL,
	"movement_count" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "analytics_revenue_day_firm_id_day_practice_area_pk" PRIMARY KEY("firm_id","day","practice_area")
);
--> statement-breakpoint
CREATE TABLE "analytics_time_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"practice_area" text NOT NULL,
	"entry_count" integer NOT NULL,
	"hours_tenths" bigint NOT NULL,
	"billable_tenths" bigint NOT NULL,
	CONSTRAINT "analytics_time_day_firm_id_day_user_id_practice_area_pk" PRIMARY KEY("firm_id","day","user_id","practice_area")
);
--> statement-breakpoint
ALTER TABLE "analytics_billed_day" ADD CONSTRAINT "analytics_billed_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_client_balance" ADD CONSTRAINT "analytics_client_balance_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_client_day" ADD CONSTRAINT "analytics_client_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_collected_day" ADD CONSTRAINT "analytics_collected_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_collection_day" ADD CONSTRAINT "analytics_collection_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_debtor_day" ADD CONSTRAINT "analytics_debtor_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_firm_wip" ADD CONSTRAINT "analytics_firm_wip_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_revenue_day" ADD CONSTRAINT "analytics_revenue_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_time_day" ADD CONSTRAINT "analytics_time_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The analytics summaries (analytics.tables.ts) are kept exact here, in the writing transaction. Each
-- source table has one apply function taking the changed rows as they were (old_rows, counted out) and as
-- they are (new_rows, counted in); its statement-level triggers pass the transition tables. A summary row
-- is a function of the source rows as they stand, and one statement changes one table, so adding the new
-- contribution less the old keeps it exact. Groups whose deltas are all zero are skipped (an invoice's
-- paid_on or a time entry's description changing touches no summary row). Upserts go in key order so two
-- writers lock summary rows in the same order.
CREATE FUNCTION analytics_apply_time_entries(old_rows time_entry[], new_rows time_entry[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_time_day AS summary
         (firm_id, day, user_id, practice_area, entry_count, hours_tenths, billable_tenths)
  SELECT entry.firm_id, entry.worked_on, entry.user_id, matter.type, sum(entry.direction),
         sum(entry.direction * entry.hours_tenths),
         coalesce(sum(entry.direction * entry.hours_tenths) FILTER (WHERE entry.rate_cents > 0), 0)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS entry
    JOIN matter ON matter.id = entry.matter_id
   GROUP BY 1, 2, 3, 4
  HAVING sum(entry.direction) <> 0 OR sum(entry.direction * entry.hours_tenths) <> 0
      OR coalesce(sum(entry.direction * entry.hours_tenths) FILTER (WHERE entry.rate_cents > 0), 0) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (firm_id, day, user_id, practice_area) DO UPDATE SET
    entry_count = summary.entry_count + excluded.entry_count,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths,
    billable_tenths = summary.billable_tenths + excluded.billable_tenths;

  INSERT INTO analytics_client_day AS summary
         (firm_id, day, client_id, activity_count, revenue_movement_count, revenue_cents)
  SELECT entry.firm_id, entry.worked_on, matter.client_id, sum(entry.direction), 0, 0
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS entry
    JOIN matter ON matter.id = entry.matter_id
   GROUP BY 1, 2, 3
  HAVING sum(entry.direction) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, client_id) DO UPDATE SET
    activity_count = summary.activity_count + excluded.activity_count;

  INSERT INTO analytics_firm_wip AS summary (firm_id, time_cents, expense_cents)
  SELECT entry.firm_id, sum(entry.direction * entry.amount_cents), 0
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS entry
   WHERE entry.billed_at IS NULL
   GROUP BY 1
  HAVING sum(entry.direction * entry.amount_cents) <> 0
   ORDER BY 1
  ON CONFLICT (firm_id) DO UPDATE SET time_cents = summary.time_cents + excluded.time_cents;

  INSERT INTO analytics_billed_day AS summary (firm_id, day, user_id, line_count, cents, hours_tenths)
  SELECT invoice.firm_id, invoice.issue_date, entry.user_id, sum(entry.direction),
         sum(entry.direction * line.amount_cents), sum(entry.direction * entry.hours_tenths)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS entry
    JOIN invoice_line AS line ON line.time_entry_id = entry.id AND line.kind = 'time'
    JOIN invoice ON invoice.id = line.invoice_id AND invoice.status NOT IN ('draft', 'void')
   GROUP BY 1, 2, 3
  HAVING sum(entry.direction) <> 0 OR sum(entry.direction * line.amount_cents) <> 0
      OR sum(entry.direction * entry.hours_tenths) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, user_id) DO UPDATE SET
    line_count = summary.line_count + excluded.line_count,
    cents = summary.cents + excluded.cents,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths;
END $$;--> statement-breakpoint

-- Matters: their type is the practice area of their time and revenue, their client the client of their
-- time, and opening one makes its client active that day.
CREATE FUNCTION analytics_apply_matters(old_rows matter[], new_rows matter[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_time_day AS summary
         (firm_id, day, user_id, practice_area, entry_count, hours_tenths, billable_tenths)
  SELECT entry.firm_id, entry.worked_on, entry.user_id, moved.type, sum(moved.direction),
         sum(moved.direction * entry.hours_tenths),
         coalesce(sum(moved.direction * entry.hours_tenths) FILTER (WHERE entry.rate_cents > 0), 0)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN time_entry AS entry ON entry.matter_id = moved.id
   GROUP BY 1, 2, 3, 4
  HAVING sum(moved.direction) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (firm_id, day, user_id, practice_area) DO UPDATE SET
    entry_count = summary.entry_count + excluded.entry_count,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths,
    billable_tenths = summary.billable_tenths + excluded.billable_tenths;

  INSERT INTO analytics_client_day AS summary
         (firm_id, day, client_id, activity_count, revenue_movement_count, revenue_cents)
  SELECT firm_id, day, client_id, sum(direction), 0, 0
    FROM (SELECT entry.firm_id, entry.worked_on AS day, moved.client_id, moved.direction
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            JOIN time_entry AS entry ON entry.matter_id = moved.id
          UNION ALL
          SELECT moved.firm_id, moved.opened_on, moved.client_id, moved.direction
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
         ) AS activity
   GROUP BY 1, 2, 3
  HAVING sum(direction) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, client_id) DO UPDATE SET
    activity_count = summary.activity_count + excluded.activity_count;

  INSERT INTO analytics_revenue_day AS summary (firm_id, day, practice_area, movement_count, cents)
  SELECT firm_id, day, practice_area, sum(direction), sum(direction * cents)
    FROM (SELECT invoice.firm_id, invoice.issue_date AS day, moved.type AS practice_area, moved.direction,
                 invoice.subtotal_cents AS cents
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            JOIN invoice ON invoice.matter_id = moved.id AND invoice.status NOT IN ('draft', 'void')
          UNION ALL
          SELECT note.firm_id, note.issued_on, moved.type, moved.direction, -(note.amount_cents - note.vat_cents)
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            JOIN invoice ON invoice.matter_id = moved.id AND invoice.status <> 'void'
            JOIN credit_note AS note ON note.invoice_id = invoice.id
         ) AS movement
   GROUP BY 1, 2, 3
  HAVING sum(direction) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, practice_area) DO UPDATE SET
    movement_count = summary.movement_count + excluded.movement_count,
    cents = summary.cents + excluded.cents;
END $$;--> statement-breakpoint

-- Invoices: revenue (with their credit notes), the client's activity, what was collected on them, the
-- debtors' book, the collection history and the time they bill all depend on an invoice's state.
CREATE FUNCTION analytics_apply_invoices(old_rows invoice[], new_rows invoice[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_revenue_day AS summary (firm_id, day, practice_area, movement_count, cents)
  SELECT firm_id, day, practice_area, sum(direction), sum(direction * cents)
    FROM (SELECT moved.firm_id, moved.issue_date AS day, coalesce(matter.type, '') AS practice_area,
                 moved.direction, moved.subtotal_cents AS cents
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            LEFT JOIN matter ON matter.id = moved.matter_id
           WHERE moved.status NOT IN ('draft', 'void')
          UNION ALL
          SELECT note.firm_id, note.issued_on, coalesce(matter.type, ''), moved.direction,
                 -(note.amount_cents - note.vat_cents)
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            JOIN credit_note AS note ON note.invoice_id = moved.id
            LEFT JOIN matter ON matter.id = moved.matter_id
           WHERE moved.status <> 'void'
         ) AS movement
   GROUP BY 1, 2, 3
  HAVING sum(direction) <> 0 OR sum(direction * cents) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, practice_area) DO UPDATE SET
    movement_count = summary.movement_count + excluded.movement_count,
    cents = summary.cents + excluded.cents;

  INSERT INTO analytics_client_day AS summary
         (firm_id, day, client_id, activity_count, revenue_movement_count, revenue_cents)
  SELECT firm_id, day, client_id, sum(direction * activity), sum(direction), sum(direction * cents)
    FROM (SELECT moved.firm_id, moved.issue_date AS day, moved.client_id, moved.direction, 1 AS activity,
                 moved.subtotal_cents AS cents
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
           WHERE moved.status NOT IN ('draft', 'void')
          UNION ALL
          SELECT note.firm_id, note.issued_on, moved.client_id, moved.direction, 0,
                 -(note.amount_cents - note.vat_cents)
            FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
                  UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
            JOIN credit_note AS note ON note.invoice_id = moved.id
           WHERE moved.status <> 'void'
         ) AS movement
   GROUP BY 1, 2, 3
  HAVING sum(direction) <> 0 OR sum(direction * activity) <> 0 OR sum(direction * cents) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, client_id) DO UPDATE SET
    activity_count = summary.activity_count + excluded.activity_count,
    revenue_movement_count = summary.revenue_movement_count + excluded.revenue_movement_count,
    revenue_cents = summary.revenue_cents + excluded.revenue_cents;

  INSERT INTO analytics_collected_day AS summary (firm_id, day, allocation_count, cents)
  SELECT payment.firm_id, payment.received_on, sum(moved.direction),
         sum(moved.direction * round(allocation.amount_cents * moved.subtotal_cents::numeric / moved.total_cents))
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN payment_allocation AS allocation ON allocation.invoice_id = moved.id
    JOIN payment ON payment.id = allocation.payment_id
   WHERE moved.status <> 'void' AND moved.total_cents > 0
   GROUP BY 1, 2
  HAVING sum(moved.direction) <> 0
      OR sum(moved.direction * round(allocation.amount_cents * moved.subtotal_cents::numeric / moved.total_cents)) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, day) DO UPDATE SET
    allocation_count = summary.allocation_count + excluded.allocation_count,
    cents = summary.cents + excluded.cents;

  INSERT INTO analytics_debtor_day AS summary (firm_id, issue_date, gross_cents, balance_cents)
  SELECT moved.firm_id, moved.issue_date,
         sum(moved.direction * (moved.total_cents - moved.paid_cents - moved.credited_cents)),
         sum(moved.direction * round((moved.total_cents - moved.paid_cents - moved.credited_cents)
                                     * moved.subtotal_cents::numeric / moved.total_cents))
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
   WHERE moved.status IN ('sent', 'partially_paid') AND moved.total_cents > 0
   GROUP BY 1, 2
  HAVING sum(moved.direction * (moved.total_cents - moved.paid_cents - moved.credited_cents)) <> 0
      OR sum(moved.direction * round((moved.total_cents - moved.paid_cents - moved.credited_cents)
                                     * moved.subtotal_cents::numeric / moved.total_cents)) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, issue_date) DO UPDATE SET
    gross_cents = summary.gross_cents + excluded.gross_cents,
    balance_cents = summary.balance_cents + excluded.balance_cents;

  INSERT INTO analytics_client_balance AS summary (firm_id, client_id, balance_cents)
  SELECT moved.firm_id, moved.client_id,
         sum(moved.direction * round((moved.total_cents - moved.paid_cents - moved.credited_cents)
                                     * moved.subtotal_cents::numeric / moved.total_cents))
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
   WHERE moved.status IN ('sent', 'partially_paid') AND moved.total_cents > 0
   GROUP BY 1, 2
  HAVING sum(moved.direction * round((moved.total_cents - moved.paid_cents - moved.credited_cents)
                                     * moved.subtotal_cents::numeric / moved.total_cents)) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, client_id) DO UPDATE SET balance_cents = summary.balance_cents + excluded.balance_cents;

  INSERT INTO analytics_collection_day AS summary
         (firm_id, issue_date, invoice_count, due_cents, paid_within30_cents, paid_within60_cents,
          paid_within90_cents)
  SELECT moved.firm_id, moved.issue_date, sum(moved.direction),
         sum(moved.direction * (moved.total_cents - moved.credited_cents)),
         sum(moved.direction * paid.within30), sum(moved.direction * paid.within60),
         sum(moved.direction * paid.within90)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(allocation.amount_cents) FILTER (WHERE payment.received_on - moved.issue_date <= 30), 0)
               AS within30,
             coalesce(sum(allocation.amount_cents) FILTER (WHERE payment.received_on - moved.issue_date <= 60), 0)
               AS within60,
             coalesce(sum(allocation.amount_cents) FILTER (WHERE payment.received_on - moved.issue_date <= 90), 0)
               AS within90
        FROM payment_allocation AS allocation
        JOIN payment ON payment.id = allocation.payment_id
       WHERE allocation.invoice_id = moved.id
    ) AS paid
   WHERE moved.status NOT IN ('draft', 'void') AND moved.total_cents > moved.credited_cents
   GROUP BY 1, 2
  HAVING sum(moved.direction) <> 0 OR sum(moved.direction * (moved.total_cents - moved.credited_cents)) <> 0
      OR sum(moved.direction * paid.within90) <> 0 OR sum(moved.direction * paid.within60) <> 0
      OR sum(moved.direction * paid.within30) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, issue_date) DO UPDATE SET
    invoice_count = summary.invoice_count + excluded.invoice_count,
    due_cents = summary.due_cents + excluded.due_cents,
    paid_within30_cents = summary.paid_within30_cents + excluded.paid_within30_cents,
    paid_within60_cents = summary.paid_within60_cents + excluded.paid_within60_cents,
    paid_within90_cents = summary.paid_within90_cents + excluded.paid_within90_cents;

  INSERT INTO analytics_billed_day AS summary (firm_id, day, user_id, line_count, cents, hours_tenths)
  SELECT moved.firm_id, moved.issue_date, entry.user_id, sum(moved.direction),
         sum(moved.direction * line.amount_cents), sum(moved.direction * entry.hours_tenths)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN invoice_line AS line ON line.invoice_id = moved.id AND line.kind = 'time'
    JOIN time_entry AS entry ON entry.id = line.time_entry_id
   WHERE moved.status NOT IN ('draft', 'void')
   GROUP BY 1, 2, 3
  HAVING sum(moved.direction) <> 0 OR sum(moved.direction * line.amount_cents) <> 0
      OR sum(moved.direction * entry.hours_tenths) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, user_id) DO UPDATE SET
    line_count = summary.line_count + excluded.line_count,
    cents = summary.cents + excluded.cents,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths;
END $$;--> statement-breakpoint

-- Credit notes take revenue (ex VAT) off their invoice's client and practice area on the day issued.
CREATE FUNCTION analytics_apply_credit_notes(old_rows credit_note[], new_rows credit_note[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_revenue_day AS summary (firm_id, day, practice_area, movement_count, cents)
  SELECT moved.firm_id, moved.issued_on, coalesce(matter.type, ''), sum(moved.direction),
         sum(-moved.direction * (moved.amount_cents - moved.vat_cents))
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN invoice ON invoice.id = moved.invoice_id AND invoice.status <> 'void'
    LEFT JOIN matter ON matter.id = invoice.matter_id
   GROUP BY 1, 2, 3
  HAVING sum(moved.direction) <> 0 OR sum(moved.direction * (moved.amount_cents - moved.vat_cents)) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, practice_area) DO UPDATE SET
    movement_count = summary.movement_count + excluded.movement_count,
    cents = summary.cents + excluded.cents;

  INSERT INTO analytics_client_day AS summary
         (firm_id, day, client_id, activity_count, revenue_movement_count, revenue_cents)
  SELECT moved.firm_id, moved.issued_on, invoice.client_id, 0, sum(moved.direction),
         sum(-moved.direction * (moved.amount_cents - moved.vat_cents))
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN invoice ON invoice.id = moved.invoice_id AND invoice.status <> 'void'
   GROUP BY 1, 2, 3
  HAVING sum(moved.direction) <> 0 OR sum(moved.direction * (moved.amount_cents - moved.vat_cents)) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, client_id) DO UPDATE SET
    revenue_movement_count = summary.revenue_movement_count + excluded.revenue_movement_count,
    revenue_cents = summary.revenue_cents + excluded.revenue_cents;
END $$;--> statement-breakpoint

-- What payments collect: per allocation, on the day its payment was received. Shared by the allocation
-- and payment triggers, which pass each allocation with its payment's firm and day and a direction.
CREATE FUNCTION analytics_apply_collections(moved_allocations jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT (item ->> 'firm_id')::uuid AS firm_id, (item ->> 'received_on')::date AS received_on,
           (item ->> 'invoice_id')::uuid AS invoice_id, (item ->> 'amount_cents')::bigint AS amount_cents,
           (item ->> 'direction')::integer AS direction
      FROM jsonb_array_elements(moved_allocations) AS item
  )
  INSERT INTO analytics_collected_day AS summary (firm_id, day, allocation_count, cents)
  SELECT moved.firm_id, moved.received_on, sum(moved.direction),
         sum(moved.direction * round(moved.amount_cents * invoice.subtotal_cents::numeric / invoice.total_cents))
    FROM moved
    JOIN invoice ON invoice.id = moved.invoice_id AND invoice.status <> 'void' AND invoice.total_cents > 0
   GROUP BY 1, 2
  HAVING sum(moved.direction) <> 0
      OR sum(moved.direction * round(moved.amount_cents * invoice.subtotal_cents::numeric / invoice.total_cents)) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, day) DO UPDATE SET
    allocation_count = summary.allocation_count + excluded.allocation_count,
    cents = summary.cents + excluded.cents;

  WITH moved AS (
    SELECT (item ->> 'received_on')::date AS received_on, (item ->> 'invoice_id')::uuid AS invoice_id,
           (item ->> 'amount_cents')::bigint AS amount_cents, (item ->> 'direction')::integer AS direction
      FROM jsonb_array_elements(moved_allocations) AS item
  )
  INSERT INTO analytics_collection_day AS summary
         (firm_id, issue_date, invoice_count, due_cents, paid_within30_cents, paid_within60_cents,
          paid_within90_cents)
  SELECT invoice.firm_id, invoice.issue_date, 0, 0,
         coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 30), 0),
         coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 60), 0),
         coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 90), 0)
    FROM moved
    JOIN invoice ON invoice.id = moved.invoice_id
   WHERE invoice.status NOT IN ('draft', 'void') AND invoice.total_cents > invoice.credited_cents
   GROUP BY 1, 2
  HAVING coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 90), 0) <> 0
      OR coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 60), 0) <> 0
      OR coalesce(sum(moved.direction * moved.amount_cents)
                    FILTER (WHERE moved.received_on - invoice.issue_date <= 30), 0) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, issue_date) DO UPDATE SET
    paid_within30_cents = summary.paid_within30_cents + excluded.paid_within30_cents,
    paid_within60_cents = summary.paid_within60_cents + excluded.paid_within60_cents,
    paid_within90_cents = summary.paid_within90_cents + excluded.paid_within90_cents;
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_apply_allocations(old_rows payment_allocation[], new_rows payment_allocation[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply_collections(coalesce((
    SELECT jsonb_agg(jsonb_build_object('firm_id', payment.firm_id, 'received_on', payment.received_on,
                                        'invoice_id', moved.invoice_id, 'amount_cents', moved.amount_cents,
                                        'direction', moved.direction))
      FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
            UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
      JOIN payment ON payment.id = moved.payment_id), '[]'::jsonb));
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_apply_payments(old_rows payment[], new_rows payment[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Only a payment's firm or day moves what it collected (its allocated total changes with every allocation).
  PERFORM analytics_apply_collections(coalesce((
    SELECT jsonb_agg(jsonb_build_object('firm_id', moved.firm_id, 'received_on', moved.received_on,
                                        'invoice_id', allocation.invoice_id,
                                        'amount_cents', allocation.amount_cents, 'direction', moved.direction))
      FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
            UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
      JOIN payment_allocation AS allocation ON allocation.payment_id = moved.id
     WHERE NOT EXISTS (SELECT 1 FROM unnest(old_rows) AS old_row JOIN unnest(new_rows) AS new_row
                         ON new_row.id = old_row.id
                        WHERE old_row.id = moved.id AND old_row.firm_id = new_row.firm_id
                          AND old_row.received_on = new_row.received_on)), '[]'::jsonb));
END $$;--> statement-breakpoint

-- Invoice lines: the time billed on an issued invoice.
CREATE FUNCTION analytics_apply_invoice_lines(old_rows invoice_line[], new_rows invoice_line[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_billed_day AS summary (firm_id, day, user_id, line_count, cents, hours_tenths)
  SELECT invoice.firm_id, invoice.issue_date, entry.user_id, sum(moved.direction),
         sum(moved.direction * moved.amount_cents), sum(moved.direction * entry.hours_tenths)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
    JOIN invoice ON invoice.id = moved.invoice_id AND invoice.status NOT IN ('draft', 'void')
    JOIN time_entry AS entry ON entry.id = moved.time_entry_id
   WHERE moved.kind = 'time'
   GROUP BY 1, 2, 3
  HAVING sum(moved.direction) <> 0 OR sum(moved.direction * moved.amount_cents) <> 0
      OR sum(moved.direction * entry.hours_tenths) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (firm_id, day, user_id) DO UPDATE SET
    line_count = summary.line_count + excluded.line_count,
    cents = summary.cents + excluded.cents,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths;
END $$;--> statement-breakpoint

-- Expenses recorded or approved are work in progress.
CREATE FUNCTION analytics_apply_expenses(old_rows expense[], new_rows expense[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_firm_wip AS summary (firm_id, time_cents, expense_cents)
  SELECT moved.firm_id, 0, sum(moved.direction * moved.amount_cents)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS moved
   WHERE moved.status IN ('recorded', 'approved')
   GROUP BY 1
  HAVING sum(moved.direction * moved.amount_cents) <> 0
   ORDER BY 1
  ON CONFLICT (firm_id) DO UPDATE SET expense_cents = summary.expense_cents + excluded.expense_cents;
END $$;--> statement-breakpoint
-- One trigger function for every source table's statement-level triggers: it hands the transition tables
-- (old_rows, new_rows; absent ones as empty) to the table's apply function, named by the trigger argument.
CREATE FUNCTION analytics_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT analytics_apply_%s(%s, %s)', TG_ARGV[0],
    CASE WHEN TG_OP = 'INSERT' THEN format('''{}''::%I[]', TG_TABLE_NAME)
         ELSE format('array(SELECT old_row::%I FROM old_rows AS old_row)', TG_TABLE_NAME) END,
    CASE WHEN TG_OP = 'DELETE' THEN format('''{}''::%I[]', TG_TABLE_NAME)
         ELSE format('array(SELECT new_row::%I FROM new_rows AS new_row)', TG_TABLE_NAME) END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A matter is touched by nearly every write on it (last_activity_at); only these columns move summaries,
-- so its update trigger is per row and filtered, as firm_matter_count's is.
CREATE FUNCTION analytics_on_matter_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply_matters(ARRAY[OLD], ARRAY[NEW]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_time_entry_after_insert AFTER INSERT ON time_entry REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_entries');--> statement-breakpoint
CREATE TRIGGER analytics_time_entry_after_update AFTER UPDATE ON time_entry
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_entries');--> statement-breakpoint
CREATE TRIGGER analytics_time_entry_after_delete AFTER DELETE ON time_entry REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_entries');--> statement-breakpoint
CREATE TRIGGER analytics_matter_after_insert AFTER INSERT ON matter REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('matters');--> statement-breakpoint
CREATE TRIGGER analytics_matter_after_update AFTER UPDATE OF firm_id, client_id, type, opened_on ON matter
  FOR EACH ROW
  WHEN ((OLD.firm_id, OLD.client_id, OLD.type, OLD.opened_on)
        IS DISTINCT FROM (NEW.firm_id, NEW.client_id, NEW.type, NEW.opened_on))
  EXECUTE FUNCTION analytics_on_matter_update();--> statement-breakpoint
CREATE TRIGGER analytics_matter_after_delete AFTER DELETE ON matter REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('matters');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_after_insert AFTER INSERT ON invoice REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoices');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_after_update AFTER UPDATE ON invoice
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoices');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_after_delete AFTER DELETE ON invoice REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoices');--> statement-breakpoint
CREATE TRIGGER analytics_credit_note_after_insert AFTER INSERT ON credit_note REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('credit_notes');--> statement-breakpoint
CREATE TRIGGER analytics_credit_note_after_update AFTER UPDATE ON credit_note
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('credit_notes');--> statement-breakpoint
CREATE TRIGGER analytics_credit_note_after_delete AFTER DELETE ON credit_note REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('credit_notes');--> statement-breakpoint
CREATE TRIGGER analytics_payment_allocation_after_insert AFTER INSERT ON payment_allocation
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('allocations');--> statement-breakpoint
CREATE TRIGGER analytics_payment_allocation_after_update AFTER UPDATE ON payment_allocation
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('allocations');--> statement-breakpoint
CREATE TRIGGER analytics_payment_allocation_after_delete AFTER DELETE ON payment_allocation
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('allocations');--> statement-breakpoint
CREATE TRIGGER analytics_payment_after_update AFTER UPDATE ON payment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('payments');--> statement-breakpoint
CREATE TRIGGER analytics_payment_after_delete AFTER DELETE ON payment REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('payments');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_line_after_insert AFTER INSERT ON invoice_line REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoice_lines');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_line_after_update AFTER UPDATE ON invoice_line
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoice_lines');--> statement-breakpoint
CREATE TRIGGER analytics_invoice_line_after_delete AFTER DELETE ON invoice_line REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('invoice_lines');--> statement-breakpoint
CREATE TRIGGER analytics_expense_after_insert AFTER INSERT ON expense REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('expenses');--> statement-breakpoint
CREATE TRIGGER analytics_expense_after_update AFTER UPDATE ON expense
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('expenses');--> statement-breakpoint
CREATE TRIGGER analytics_expense_after_delete AFTER DELETE ON expense REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('expenses');--> statement-breakpoint

-- What the databases already hold, aggregated directly (the triggers above keep it from here on).
INSERT INTO analytics_time_day (firm_id, day, user_id, practice_area, entry_count, hours_tenths, billable_tenths)
SELECT entry.firm_id, entry.worked_on, entry.user_id, matter.type, count(*), sum(entry.hours_tenths),
       coalesce(sum(entry.hours_tenths) FILTER (WHERE entry.rate_cents > 0), 0)
  FROM time_entry AS entry JOIN matter ON matter.id = entry.matter_id
 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO analytics_revenue_day (firm_id, day, practice_area, movement_count, cents)
SELECT firm_id, day, practice_area, count(*), sum(cents)
  FROM (SELECT invoice.firm_id, invoice.issue_date AS day, coalesce(matter.type, '') AS practice_area,
               invoice.subtotal_cents AS cents
          FROM invoice LEFT JOIN matter ON matter.id = invoice.matter_id
         WHERE invoice.status NOT IN ('draft', 'void')
        UNION ALL
        SELECT note.firm_id, note.issued_on, coalesce(matter.type, ''), -(note.amount_cents - note.vat_cents)
          FROM credit_note AS note
          JOIN invoice ON invoice.id = note.invoice_id AND invoice.status <> 'void'
          LEFT JOIN matter ON matter.id = invoice.matter_id) AS movement
 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_client_day (firm_id, day, client_id, activity_count, revenue_movement_count, revenue_cents)
SELECT firm_id, day, client_id, sum(activity), sum(movement), sum(cents)
  FROM (SELECT entry.firm_id, entry.worked_on AS day, matter.client_id, 1 AS activity, 0 AS movement, 0 AS cents
          FROM time_entry AS entry JOIN matter ON matter.id = entry.matter_id
        UNION ALL
        SELECT firm_id, opened_on, client_id, 1, 0, 0 FROM matter
        UNION ALL
        SELECT firm_id, issue_date, client_id, 1, 1, subtotal_cents
          FROM invoice WHERE status NOT IN ('draft', 'void')
        UNION ALL
        SELECT note.firm_id, note.issued_on, invoice.client_id, 0, 1, -(note.amount_cents - note.vat_cents)
          FROM credit_note AS note JOIN invoice ON invoice.id = note.invoice_id AND invoice.status <> 'void'
       ) AS activity
 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_collected_day (firm_id, day, allocation_count, cents)
SELECT payment.firm_id, payment.received_on, count(*),
       sum(round(allocation.amount_cents * invoice.subtotal_cents::numeric / invoice.total_cents))
  FROM payment_allocation AS allocation
  JOIN payment ON payment.id = allocation.payment_id
  JOIN invoice ON invoice.id = allocation.invoice_id AND invoice.status <> 'void' AND invoice.total_cents > 0
 GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_billed_day (firm_id, day, user_id, line_count, cents, hours_tenths)
SELECT invoice.firm_id, invoice.issue_date, entry.user_id, count(*), sum(line.amount_cents), sum(entry.hours_tenths)
  FROM invoice
  JOIN invoice_line AS line ON line.invoice_id = invoice.id AND line.kind = 'time'
  JOIN time_entry AS entry ON entry.id = line.time_entry_id
 WHERE invoice.status NOT IN ('draft', 'void')
 GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_firm_wip (firm_id, time_cents, expense_cents)
SELECT firm.id,
       (SELECT coalesce(sum(amount_cents), 0) FROM time_entry WHERE firm_id = firm.id AND billed_at IS NULL),
       (SELECT coalesce(sum(amount_cents), 0) FROM expense
         WHERE firm_id = firm.id AND status IN ('recorded', 'approved'))
  FROM firm;--> statement-breakpoint
INSERT INTO analytics_debtor_day (firm_id, issue_date, gross_cents, balance_cents)
SELECT firm_id, issue_date, sum(total_cents - paid_cents - credited_cents),
       sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric / total_cents))
  FROM invoice WHERE status IN ('sent', 'partially_paid') AND total_cents > 0
 GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_client_balance (firm_id, client_id, balance_cents)
SELECT firm_id, client_id,
       sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric / total_cents))
  FROM invoice WHERE status IN ('sent', 'partially_paid') AND total_cents > 0
 GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_collection_day
       (firm_id, issue_date, invoice_count, due_cents, paid_within30_cents, paid_within60_cents, paid_within90_cents)
SELECT invoice.firm_id, invoice.issue_date, count(*), sum(invoice.total_cents - invoice.credited_cents),
       coalesce(sum(paid.within30), 0), coalesce(sum(paid.within60), 0), coalesce(sum(paid.within90), 0)
  FROM invoice
  LEFT JOIN (SELECT allocation.invoice_id,
                    sum(allocation.amount_cents) FILTER (WHERE payment.received_on - invoice.issue_date <= 30) AS within30,
                    sum(allocation.amount_cents) FILTER (WHERE payment.received_on - invoice.issue_date <= 60) AS within60,
                    sum(allocation.amount_cents) FILTER (WHERE payment.received_on - invoice.issue_date <= 90) AS within90
               FROM payment_allocation AS allocation
               JOIN payment ON payment.id = allocation.payment_id
               JOIN invoice ON invoice.id = allocation.invoice_id
              GROUP BY 1) AS paid ON paid.invoice_id = invoice.id
 WHERE invoice.status NOT IN ('draft', 'void') AND invoice.total_cents > invoice.credited_cents
 GROUP BY 1, 2;--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped tables.
CREATE TRIGGER "analytics_time_day_firm_change_insert" AFTER INSERT ON "analytics_time_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_time_day_firm_change_update" AFTER UPDATE ON "analytics_time_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_time_day_firm_change_delete" AFTER DELETE ON "analytics_time_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_revenue_day_firm_change_insert" AFTER INSERT ON "analytics_revenue_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_revenue_day_firm_change_update" AFTER UPDATE ON "analytics_revenue_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_revenue_day_firm_change_delete" AFTER DELETE ON "analytics_revenue_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_day_firm_change_insert" AFTER INSERT ON "analytics_client_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_day_firm_change_update" AFTER UPDATE ON "analytics_client_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_day_firm_change_delete" AFTER DELETE ON "analytics_client_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collected_day_firm_change_insert" AFTER INSERT ON "analytics_collected_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collected_day_firm_change_update" AFTER UPDATE ON "analytics_collected_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collected_day_firm_change_delete" AFTER DELETE ON "analytics_collected_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_billed_day_firm_change_insert" AFTER INSERT ON "analytics_billed_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_billed_day_firm_change_update" AFTER UPDATE ON "analytics_billed_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_billed_day_firm_change_delete" AFTER DELETE ON "analytics_billed_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_firm_wip_firm_change_insert" AFTER INSERT ON "analytics_firm_wip" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_firm_wip_firm_change_update" AFTER UPDATE ON "analytics_firm_wip" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_firm_wip_firm_change_delete" AFTER DELETE ON "analytics_firm_wip" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_debtor_day_firm_change_insert" AFTER INSERT ON "analytics_debtor_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_debtor_day_firm_change_update" AFTER UPDATE ON "analytics_debtor_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_debtor_day_firm_change_delete" AFTER DELETE ON "analytics_debtor_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_balance_firm_change_insert" AFTER INSERT ON "analytics_client_balance" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_balance_firm_change_update" AFTER UPDATE ON "analytics_client_balance" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_balance_firm_change_delete" AFTER DELETE ON "analytics_client_balance" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collection_day_firm_change_insert" AFTER INSERT ON "analytics_collection_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collection_day_firm_change_update" AFTER UPDATE ON "analytics_collection_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_collection_day_firm_change_delete" AFTER DELETE ON "analytics_collection_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
