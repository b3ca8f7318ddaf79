import { defineErrors } from "../../platform/errors.ts";

export const firmError = defineErrors({
  owner_only: { status: 403, message: "Only the firm owner can set the members' hourly rates." },
  member_not_found: { status: 404, message: "No such member in your firm." },
});
