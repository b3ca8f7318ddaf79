CREATE TYPE "public"."firm_size" AS ENUM('solo', 'small', 'medium', 'large');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('sent', 'failed', 'logged');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('signup_verification', 'staff_invitation', 'admin_invitation', 'email_change');--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"from_plan_code" text NOT NULL,
	"to_plan_code" text NOT NULL,
	"changed_by_user_id" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"prorated_amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" bigint,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_limit" integer,
	"active_matter_limit" integer,
	"max_subscribers" integer,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_code_unique" UNIQUE("code"),
	CONSTRAINT "plan_price_not_negative" CHECK ("plan"."price_cents" is null or "plan"."price_cents" >= 0),
	CONSTRAINT "plan_user_limit_positive" CHECK ("plan"."user_limit" is null or "plan"."user_limit" > 0),
	CONSTRAINT "plan_matter_limit_positive" CHECK ("plan"."active_matter_limit" is null or "plan"."active_matter_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "mail_status" NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"firm_id" uuid,
	"email" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "platform_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm" ALTER COLUMN "subscription_plan" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "firm" ALTER COLUMN "subscription_plan" SET DEFAULT 'solo';--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "onboarding_completed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "practice_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "bar_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admission_date" date;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "biography" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_member" ADD COLUMN "invited_by_user_id" text;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "firm_size" "firm_size" DEFAULT 'solo' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "practice_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "current_period_start" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "current_period_end" timestamp with time zone DEFAULT now() + interval '1 month' NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_change" ADD CONSTRAINT "plan_change_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_user_id_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "plan_change_firm_id_idx" ON "plan_change" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "one_time_token_user_id_idx" ON "one_time_token" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "firm_member" ADD CONSTRAINT "firm_member_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The four standard plans (spec 000 §9). Prices are the platform admin's to change; Enterprise is "Custom".
INSERT INTO "plan" ("code", "name", "price_cents", "description", "features", "user_limit", "active_matter_limit", "is_popular", "sort_order") VALUES
  ('solo', 'Solo', 49900, 'For the sole practitioner starting out.', '["1 user","5 active matters","Legal research","Practice management","Document automation"]'::jsonb, 1, 5, false, 1),
  ('small_firm', 'Small Firm', 149900, 'For growing practices that work as a team.', '["Up to 5 users","Unlimited matters","AI Legal Assistant","Trust accounting","Court filing","Team collaboration","Role-based access"]'::jsonb, 5, NULL, true, 2),
  ('professional', 'Professional', 399900, 'For established firms that need everything.', '["Up to 20 users","Unlimited everything","Advanced analytics","API access","24/7 support","Personalised training"]'::jsonb, 20, NULL, false, 3),
  ('enterprise', 'Enterprise', NULL, 'For large firms and legal departments.', '["Unlimited users","Custom AI training","White-label portals","Dedicated support"]'::jsonb, NULL, NULL, false, 4);--> statement-breakpoint
ALTER TABLE "plan_change" ADD CONSTRAINT "plan_change_firm_id_firm_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm" ADD CONSTRAINT "firm_subscription_plan_plan_code_fk" FOREIGN KEY ("subscription_plan") REFERENCES "public"."plan"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
DROP TYPE "public"."subscription_plan";