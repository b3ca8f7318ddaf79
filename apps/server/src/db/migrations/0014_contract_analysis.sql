CREATE TABLE "contract_analysis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"matter_id" uuid,
	"requested_by_user_id" text,
	"title" text NOT NULL,
	"contract_type" text NOT NULL,
	"file_name" text,
	"file_key" text,
	"contract_text" text,
	"status" text NOT NULL,
	"stage" text,
	"error" text,
	"risk_score" integer,
	"summary" jsonb,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compliance_checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "contract_analysis_status_known" CHECK ("contract_analysis"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "contract_analysis_stage_known" CHECK ("contract_analysis"."stage" is null or "contract_analysis"."stage" in ('reading', 'splitting', 'classifying', 'reviewing', 'saving')),
	CONSTRAINT "contract_analysis_risk_score_range" CHECK ("contract_analysis"."risk_score" is null or "contract_analysis"."risk_score" between 0 and 100),
	CONSTRAINT "contract_analysis_completed_has_results" CHECK ("contract_analysis"."status" <> 'completed' or ("contract_analysis"."risk_score" is not null and "contract_analysis"."summary" is not null)),
	CONSTRAINT "contract_analysis_has_contract" CHECK ("contract_analysis"."file_key" is not null or "contract_analysis"."contract_text" is not null)
);
--> statement-breakpoint
ALTER TABLE "contract_analysis" ADD CONSTRAINT "contract_analysis_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_analysis" ADD CONSTRAINT "contract_analysis_matter_id_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_analysis" ADD CONSTRAINT "contract_analysis_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_analysis_firm_created_idx" ON "contract_analysis" USING btree ("firm_id","created_at");--> statement-breakpoint
-- The response cache's change notes (0008) for the new firm-scoped table.
CREATE TRIGGER "contract_analysis_firm_change_insert" AFTER INSERT ON "contract_analysis" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "contract_analysis_firm_change_update" AFTER UPDATE ON "contract_analysis" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();--> statement-breakpoint
CREATE TRIGGER "contract_analysis_firm_change_delete" AFTER DELETE ON "contract_analysis" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "firm_change_note"();
