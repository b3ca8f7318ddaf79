/** Interest on overdue invoices at the prescribed rate the platform admin keeps. */

export { registerInterestRoutes } from "./interest.routes.ts";
