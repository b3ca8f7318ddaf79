import { MATTER_OUTCOME_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const matterError = defineErrors({
  matter_not_found: { status: 404, message: "No such matter in your firm." },
  client_not_found: { status: 404, message: "No such client in your firm." },
  client_archived: {
    status: 409,
    message: "This client is archived. Unarchive the client before opening a matter for them.",
  },
  invalid_input: { status: 400, message: "Some of the matter's details are not valid." },
  responsible_not_member: {
    status: 400,
    message: "responsibleUserId: Choose an active member of your firm as the responsible person.",
  },
  conflict_confirmation_required: {
    status: 409,
    message:
      "Possible conflicts were found for these names. Review them and confirm that you wish to proceed.",
  },
  active_matter_limit_reached: {
    status: 403,
    message: "Your plan's active matter limit has been reached. Upgrade your plan to open more.",
  },
  status_unchanged: { status: 409, message: "The matter already has this status." },
  status_change_not_allowed: {
    status: 409,
    message: "A matter moves forward from active to pending, completed and closed, or is reopened to active.",
  },
  invalid_cursor: {
    status: 400,
    message: "This cursor belongs to another list or sort order. Start again from the first page.",
  },
  cursor_with_offset: { status: 400, message: "Page with either cursor or offset, not both." },
  outcome_not_finished: { status: 400, message: `outcome: ${MATTER_OUTCOME_MESSAGES.notFinished}` },
  owner_only: { status: 403, message: "Only the firm owner can change the practice settings." },
});
