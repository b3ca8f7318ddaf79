DROP INDEX "time_entry_firm_id_worked_on_idx";--> statement-breakpoint
CREATE INDEX "time_entry_firm_id_worked_on_idx" ON "time_entry" USING btree ("firm_id","worked_on","created_at","id");