import { defineErrors } from "../../platform/errors.ts";

export const planError = defineErrors({
  plan_not_found: { status: 404, message: "That plan does not exist." },
  plan_code_conflict: {
    status: 409,
    message: "Another plan was created with the same name at the same moment. Please try again.",
  },
});
