import { COURT_FILING_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const courtFilingError = defineErrors({
  plan_required: { status: 403, message: COURT_FILING_MESSAGES.planRequired },
  filing_not_found: { status: 404, message: "That court filing was not found." },
  unreadable_document: { status: 400, message: "A document could not be read." },
  unknown_deadline_rule: { status: 400, message: "That deadline rule does not exist." },
  response_task_exists: {
    status: 409,
    message: "This filing already has its response deadline as a task.",
  },
});
