import { ANALYTICS_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const analyticsError = defineErrors({
  plan_required: { status: 403, message: ANALYTICS_MESSAGES.planRequired },
  owner_only: { status: 403, message: ANALYTICS_MESSAGES.ownerOnly },
  member_not_found: { status: 404, message: "No such member in your firm." },
});
