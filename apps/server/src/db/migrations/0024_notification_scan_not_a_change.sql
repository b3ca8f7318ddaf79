-- The notification scan's row only says when a firm's records were last looked over; no answer the
-- response cache keeps reads it. Its change notes ended every cached answer of the firm each minute the
-- bell asked, so the row no longer notes a change (the notifications it writes still do).
DROP TRIGGER IF EXISTS "notification_scan_firm_change_insert" ON "notification_scan";--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_scan_firm_change_update" ON "notification_scan";--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_scan_firm_change_delete" ON "notification_scan";
