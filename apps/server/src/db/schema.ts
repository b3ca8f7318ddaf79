// Every table the server owns, in one list for drizzle-kit and the query builder.
export * from "../modules/auth/auth.tables.ts";
export * from "../modules/firms/firm.tables.ts";
export * from "../modules/subscriptions/subscription.tables.ts";
export * from "../platform/platform.tables.ts";
