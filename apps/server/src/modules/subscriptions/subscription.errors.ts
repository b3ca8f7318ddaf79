import { defineErrors } from "../../platform/errors.ts";

export const subscriptionError = defineErrors({
  owner_only: { status: 403, message: "Only the firm owner can change the firm's plan." },
  plan_unavailable: { status: 400, message: "plan: Choose one of the plans on offer." },
  already_on_plan: { status: 409, message: "Your firm is already on this plan." },
  custom_priced_plan: {
    status: 409,
    message: "The Enterprise plan is priced individually. Contact Sales to move to or from it.",
  },
  too_many_members: {
    status: 409,
    message: "Your firm has more members than this plan allows. Remove staff before moving to it.",
  },
  user_limit_reached: {
    status: 403,
    message: "Your plan's user limit has been reached. Upgrade your plan to invite more staff.",
  },
});
