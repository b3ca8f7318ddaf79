// Every table the server owns, in one list for drizzle-kit and the query builder.
export * from "../modules/ai/ai-usage.tables.ts";
export * from "../modules/auth/auth.tables.ts";
export * from "../modules/billing/billing.tables.ts";
export * from "../modules/clients/client.tables.ts";
export * from "../modules/contract-review/contract-analysis.tables.ts";
export * from "../modules/corpus/corpus.tables.ts";
export * from "../modules/deadlines/deadline.tables.ts";
export * from "../modules/firms/firm.tables.ts";
export * from "../modules/legal-research/legal-research.tables.ts";
export * from "../modules/matters/matter.tables.ts";
export * from "../modules/plans/plans.tables.ts";
export * from "../modules/subscriptions/subscription.tables.ts";
export * from "../modules/tasks/task.tables.ts";
export * from "../modules/time/time.tables.ts";
export * from "../modules/trust/trust.tables.ts";
export * from "../platform/platform.tables.ts";
