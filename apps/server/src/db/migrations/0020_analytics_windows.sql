CREATE TABLE "analytics_client_first" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"first_day" date
);
--> statement-breakpoint
CREATE TABLE "analytics_client_window" (
	"firm_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"client_id" uuid NOT NULL,
	"activity_count" integer NOT NULL,
	"revenue_movement_count" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "analytics_client_window_firm_id_from_day_to_day_client_id_pk" PRIMARY KEY("firm_id","from_day","to_day","client_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_closed_day" (
	"firm_id" uuid NOT NULL,
	"day" date NOT NULL,
	"matter_count" integer NOT NULL,
	"open_days" bigint NOT NULL,
	CONSTRAINT "analytics_closed_day_firm_id_day_pk" PRIMARY KEY("firm_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_time_window" (
	"firm_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"user_id" text NOT NULL,
	"practice_area" text NOT NULL,
	"entry_count" integer NOT NULL,
	"hours_tenths" bigint NOT NULL,
	"billable_tenths" bigint NOT NULL,
	CONSTRAINT "analytics_time_window_firm_id_from_day_to_day_user_id_practice_area_pk" PRIMARY KEY("firm_id","from_day","to_day","user_id","practice_area")
);
--> statement-breakpoint
CREATE TABLE "analytics_window" (
	"firm_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"active_clients" integer DEFAULT 0 NOT NULL,
	"revenue_clients" integer DEFAULT 0 NOT NULL,
	"client_revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_window_firm_id_from_day_to_day_pk" PRIMARY KEY("firm_id","from_day","to_day"),
	CONSTRAINT "analytics_window_order" CHECK ("analytics_window"."from_day" <= "analytics_window"."to_day")
);
--> statement-breakpoint
ALTER TABLE "analytics_client_first" ADD CONSTRAINT "analytics_client_first_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_client_first" ADD CONSTRAINT "analytics_client_first_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_client_window" ADD CONSTRAINT "analytics_client_window_firm_id_from_day_to_day_analytics_window_firm_id_from_day_to_day_fk" FOREIGN KEY ("firm_id","from_day","to_day") REFERENCES "public"."analytics_window"("firm_id","from_day","to_day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_closed_day" ADD CONSTRAINT "analytics_closed_day_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_time_window" ADD CONSTRAINT "analytics_time_window_firm_id_from_day_to_day_analytics_window_firm_id_from_day_to_day_fk" FOREIGN KEY ("firm_id","from_day","to_day") REFERENCES "public"."analytics_window"("firm_id","from_day","to_day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_window" ADD CONSTRAINT "analytics_window_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_client_first_firm_id_idx" ON "analytics_client_first" USING btree ("firm_id","first_day");--> statement-breakpoint
CREATE INDEX "analytics_client_window_revenue_idx" ON "analytics_client_window" USING btree ("firm_id","from_day","to_day","revenue_cents" DESC NULLS LAST,"client_id") WHERE "analytics_client_window"."revenue_movement_count" > 0;--> statement-breakpoint
-- Running sums over the firm's analytics windows (analytics.tables.ts). A change of a day summary adds
-- itself as new, less itself as old, to every window of its firm whose days include it. Writers take
-- the firm's window lock shared, and the service that adds a window's sums from the day summaries takes
-- it exclusively, so no change is ever counted twice or lost between the two.
CREATE FUNCTION analytics_lock_windows_shared(firm_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('analytics_window'), hashtext(firm.firm_id::text))
     FROM (SELECT DISTINCT changed.firm_id FROM unnest(firm_ids) AS changed(firm_id) ORDER BY 1) AS firm;
END $$;--> statement-breakpoint
-- The window's counters (active clients, clients with revenue and their revenue) move with its rows: a
-- row's value before this change is its value after less the change, both exact however many writers
-- add to it at once, and the windows' rows are then updated one by one in key order (no deadlocks).
CREATE FUNCTION analytics_apply_client_windows(old_rows analytics_client_day[], new_rows analytics_client_day[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  PERFORM analytics_lock_windows_shared(array(SELECT firm_id FROM unnest(old_rows)
                                              UNION SELECT firm_id FROM unnest(new_rows)));
  FOR moved IN
    WITH delta AS (
      SELECT span.firm_id, span.from_day, span.to_day, day_row.client_id,
             sum(day_row.direction * day_row.activity_count) AS activity_count,
             sum(day_row.direction * day_row.revenue_movement_count) AS revenue_movement_count,
             sum(day_row.direction * day_row.revenue_cents) AS revenue_cents
        FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
              UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS day_row
        JOIN analytics_window AS span
          ON span.firm_id = day_row.firm_id AND day_row.day BETWEEN span.from_day AND span.to_day
       GROUP BY 1, 2, 3, 4
      HAVING sum(day_row.direction * day_row.activity_count) <> 0
          OR sum(day_row.direction * day_row.revenue_movement_count) <> 0
          OR sum(day_row.direction * day_row.revenue_cents) <> 0
    ), kept AS (
      INSERT INTO analytics_client_window AS summary
             (firm_id, from_day, to_day, client_id, activity_count, revenue_movement_count, revenue_cents)
      SELECT * FROM delta ORDER BY 1, 2, 3, 4
      ON CONFLICT (firm_id, from_day, to_day, client_id) DO UPDATE SET
        activity_count = summary.activity_count + excluded.activity_count,
        revenue_movement_count = summary.revenue_movement_count + excluded.revenue_movement_count,
        revenue_cents = summary.revenue_cents + excluded.revenue_cents
      RETURNING summary.firm_id, summary.from_day, summary.to_day, summary.client_id,
                summary.activity_count, summary.revenue_movement_count
    )
    SELECT kept.firm_id, kept.from_day, kept.to_day,
           sum((kept.activity_count > 0)::int - (kept.activity_count - delta.activity_count > 0)::int)
             AS active_clients,
           sum((kept.revenue_movement_count > 0)::int
               - (kept.revenue_movement_count - delta.revenue_movement_count > 0)::int) AS revenue_clients,
           sum(delta.revenue_cents) AS revenue_cents
      FROM kept JOIN delta USING (firm_id, from_day, to_day, client_id)
     GROUP BY 1, 2, 3
    HAVING sum((kept.activity_count > 0)::int - (kept.activity_count - delta.activity_count > 0)::int) <> 0
        OR sum((kept.revenue_movement_count > 0)::int
               - (kept.revenue_movement_count - delta.revenue_movement_count > 0)::int) <> 0
        OR sum(delta.revenue_cents) <> 0
     ORDER BY 1, 2, 3
  LOOP
    UPDATE analytics_window AS span
       SET active_clients = span.active_clients + moved.active_clients,
           revenue_clients = span.revenue_clients + moved.revenue_clients,
           client_revenue_cents = span.client_revenue_cents + moved.revenue_cents
     WHERE span.firm_id = moved.firm_id AND span.from_day = moved.from_day AND span.to_day = moved.to_day;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_apply_time_windows(old_rows analytics_time_day[], new_rows analytics_time_day[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_lock_windows_shared(array(SELECT firm_id FROM unnest(old_rows)
                                              UNION SELECT firm_id FROM unnest(new_rows)));
  INSERT INTO analytics_time_window AS summary
         (firm_id, from_day, to_day, user_id, practice_area, entry_count, hours_tenths, billable_tenths)
  SELECT span.firm_id, span.from_day, span.to_day, day_row.user_id, day_row.practice_area,
         sum(day_row.direction * day_row.entry_count),
         sum(day_row.direction * day_row.hours_tenths),
         sum(day_row.direction * day_row.billable_tenths)
    FROM (SELECT old_row.*, -1 AS direction FROM unnest(old_rows) AS old_row
          UNION ALL SELECT new_row.*, 1 FROM unnest(new_rows) AS new_row) AS day_row
    JOIN analytics_window AS span
      ON span.firm_id = day_row.firm_id AND day_row.day BETWEEN span.from_day AND span.to_day
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(day_row.direction * day_row.entry_count) <> 0
      OR sum(day_row.direction * day_row.hours_tenths) <> 0
      OR sum(day_row.direction * day_row.billable_tenths) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (firm_id, from_day, to_day, user_id, practice_area) DO UPDATE SET
    entry_count = summary.entry_count + excluded.entry_count,
    hours_tenths = summary.hours_tenths + excluded.hours_tenths,
    billable_tenths = summary.billable_tenths + excluded.billable_tenths;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_client_day_windows_insert AFTER INSERT ON analytics_client_day REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('client_windows');--> statement-breakpoint
CREATE TRIGGER analytics_client_day_windows_update AFTER UPDATE ON analytics_client_day
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('client_windows');--> statement-breakpoint
CREATE TRIGGER analytics_client_day_windows_delete AFTER DELETE ON analytics_client_day REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('client_windows');--> statement-breakpoint
CREATE TRIGGER analytics_time_day_windows_insert AFTER INSERT ON analytics_time_day REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_windows');--> statement-breakpoint
CREATE TRIGGER analytics_time_day_windows_update AFTER UPDATE ON analytics_time_day
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_windows');--> statement-breakpoint
CREATE TRIGGER analytics_time_day_windows_delete AFTER DELETE ON analytics_time_day REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('time_windows');--> statement-breakpoint
CREATE TRIGGER "analytics_window_firm_change_insert" AFTER INSERT ON "analytics_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_window_firm_change_update" AFTER UPDATE ON "analytics_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_window_firm_change_delete" AFTER DELETE ON "analytics_window" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_window_firm_change_insert" AFTER INSERT ON "analytics_client_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_window_firm_change_update" AFTER UPDATE ON "analytics_client_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_window_firm_change_delete" AFTER DELETE ON "analytics_client_window" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_time_window_firm_change_insert" AFTER INSERT ON "analytics_time_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_time_window_firm_change_update" AFTER UPDATE ON "analytics_time_window" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_time_window_firm_change_delete" AFTER DELETE ON "analytics_time_window" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
--> statement-breakpoint
-- Each client's first day (analytics_client_first): recomputed for the clients a statement on matters
-- or invoices touched. The client's row is locked first (FOR NO KEY UPDATE, which a matter's or
-- invoice's own foreign key check does not block), so two transactions adding to one client take turns
-- and the second sees the first's rows: the earliest day is never lost between them.
CREATE FUNCTION analytics_refresh_client_first(client_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM client WHERE id = ANY(client_ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO analytics_client_first AS first (client_id, firm_id, first_day)
  SELECT client.id, client.firm_id,
         least((SELECT min(matter.opened_on) FROM matter WHERE matter.client_id = client.id),
               (SELECT min(invoice.issue_date) FROM invoice
                 WHERE invoice.client_id = client.id AND invoice.status <> 'draft'))
    FROM client
   WHERE client.id = ANY(client_ids)
   ORDER BY client.id
  ON CONFLICT (client_id) DO UPDATE SET first_day = excluded.first_day
   WHERE first.first_day IS DISTINCT FROM excluded.first_day;
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_client_first_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM analytics_refresh_client_first(ARRAY[OLD.client_id, NEW.client_id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM analytics_refresh_client_first(array(SELECT DISTINCT client_id FROM new_rows));
  ELSE
    PERFORM analytics_refresh_client_first(array(SELECT DISTINCT client_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_client_first_matter_insert AFTER INSERT ON matter REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
CREATE TRIGGER analytics_client_first_matter_delete AFTER DELETE ON matter REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
CREATE TRIGGER analytics_client_first_matter_update AFTER UPDATE OF client_id, opened_on ON matter
  FOR EACH ROW
  WHEN ((OLD.client_id, OLD.opened_on) IS DISTINCT FROM (NEW.client_id, NEW.opened_on))
  EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
CREATE TRIGGER analytics_client_first_invoice_insert AFTER INSERT ON invoice REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
CREATE TRIGGER analytics_client_first_invoice_delete AFTER DELETE ON invoice REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
-- Only leaving or entering draft, a new issue date or another client can move a first day; payments,
-- which change an invoice's status many times, do not.
CREATE TRIGGER analytics_client_first_invoice_update AFTER UPDATE OF client_id, status, issue_date ON invoice
  FOR EACH ROW
  WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.issue_date IS DISTINCT FROM NEW.issue_date
        OR (OLD.status = 'draft') IS DISTINCT FROM (NEW.status = 'draft'))
  EXECUTE FUNCTION analytics_client_first_on_write();--> statement-breakpoint
INSERT INTO analytics_client_first (client_id, firm_id, first_day)
SELECT client.id, client.firm_id,
       least((SELECT min(matter.opened_on) FROM matter WHERE matter.client_id = client.id),
             (SELECT min(invoice.issue_date) FROM invoice
               WHERE invoice.client_id = client.id AND invoice.status <> 'draft'))
  FROM client;--> statement-breakpoint
-- The clients who owe most, read from the top.
CREATE INDEX "analytics_client_balance_owing_idx" ON "analytics_client_balance" ("firm_id", "balance_cents" DESC)
  WHERE "balance_cents" > 0;--> statement-breakpoint
CREATE TRIGGER "analytics_client_first_firm_change_insert" AFTER INSERT ON "analytics_client_first" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_first_firm_change_update" AFTER UPDATE ON "analytics_client_first" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_client_first_firm_change_delete" AFTER DELETE ON "analytics_client_first" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
--> statement-breakpoint
-- Matters closed per day (analytics_closed_day). The day of closing is in South Africa, the firms'
-- time zone (FIRM_TIME_ZONE in packages/shared).
CREATE FUNCTION analytics_apply_closed_matters(old_rows matter[], new_rows matter[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_closed_day AS summary (firm_id, day, matter_count, open_days)
  SELECT closed.firm_id, closed.day, sum(closed.direction), sum(closed.direction * (closed.day - closed.opened_on))
    FROM (SELECT old_row.firm_id, (old_row.closed_at AT TIME ZONE 'Africa/Johannesburg')::date AS day,
                 old_row.opened_on, -1 AS direction
            FROM unnest(old_rows) AS old_row WHERE old_row.closed_at IS NOT NULL
          UNION ALL
          SELECT new_row.firm_id, (new_row.closed_at AT TIME ZONE 'Africa/Johannesburg')::date,
                 new_row.opened_on, 1
            FROM unnest(new_rows) AS new_row WHERE new_row.closed_at IS NOT NULL) AS closed
   GROUP BY 1, 2
  HAVING sum(closed.direction) <> 0 OR sum(closed.direction * (closed.day - closed.opened_on)) <> 0
   ORDER BY 1, 2
  ON CONFLICT (firm_id, day) DO UPDATE SET
    matter_count = summary.matter_count + excluded.matter_count,
    open_days = summary.open_days + excluded.open_days;
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_on_matter_closing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply_closed_matters(ARRAY[OLD], ARRAY[NEW]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_closed_matter_insert AFTER INSERT ON matter REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('closed_matters');--> statement-breakpoint
CREATE TRIGGER analytics_closed_matter_delete AFTER DELETE ON matter REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_write('closed_matters');--> statement-breakpoint
CREATE TRIGGER analytics_closed_matter_update AFTER UPDATE OF firm_id, opened_on, closed_at ON matter
  FOR EACH ROW
  WHEN ((OLD.firm_id, OLD.opened_on, OLD.closed_at) IS DISTINCT FROM (NEW.firm_id, NEW.opened_on, NEW.closed_at))
  EXECUTE FUNCTION analytics_on_matter_closing();--> statement-breakpoint
INSERT INTO analytics_closed_day (firm_id, day, matter_count, open_days)
SELECT firm_id, (closed_at AT TIME ZONE 'Africa/Johannesburg')::date,
       count(*), sum((closed_at AT TIME ZONE 'Africa/Johannesburg')::date - opened_on)
  FROM matter WHERE closed_at IS NOT NULL
 GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER "analytics_closed_day_firm_change_insert" AFTER INSERT ON "analytics_closed_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_closed_day_firm_change_update" AFTER UPDATE ON "analytics_closed_day" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "analytics_closed_day_firm_change_delete" AFTER DELETE ON "analytics_closed_day" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
