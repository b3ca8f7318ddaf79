CREATE TABLE "ai_usage" (
	"firm_id" uuid NOT NULL,
	"month" date NOT NULL,
	"input_tokens" bigint DEFAULT 0 NOT NULL,
	"output_tokens" bigint DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_firm_id_month_pk" PRIMARY KEY("firm_id","month")
);
--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "ai_monthly_token_budget" integer;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm" ADD CONSTRAINT "firm_ai_monthly_token_budget_range" CHECK ("firm"."ai_monthly_token_budget" is null or "firm"."ai_monthly_token_budget" between 0 and 1000000000);--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped table.
CREATE TRIGGER "ai_usage_firm_change_insert" AFTER INSERT ON "ai_usage" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "ai_usage_firm_change_update" AFTER UPDATE ON "ai_usage" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "ai_usage_firm_change_delete" AFTER DELETE ON "ai_usage" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
