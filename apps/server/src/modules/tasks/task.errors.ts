import { defineErrors } from "../../platform/errors.ts";

export const taskError = defineErrors({
  matter_not_found: { status: 404, message: "No such matter in your firm." },
  task_not_found: { status: 404, message: "No such task in your firm." },
  assignee_not_member: {
    status: 400,
    message: "The assignee must be a member of your firm. Choose someone from your firm's staff.",
  },
});
