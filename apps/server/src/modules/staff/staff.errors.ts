import { defineErrors } from "../../platform/errors.ts";

export const staffError = defineErrors({
  owner_only: { status: 403, message: "Only firm owners can access the staff dashboard." },
  staff_not_found: { status: 404, message: "No such staff member in your firm." },
  already_member: { status: 409, message: "This person is already a member of your firm." },
  member_of_another_firm: {
    status: 409,
    message:
      "This email address belongs to a member of another firm on Inkundla. A person can belong to one firm only; ask them to use another address.",
  },
  account_exists: {
    status: 409,
    message:
      "This email address already has an Inkundla account that is not part of your firm. Ask them to use another address.",
  },
  owner_role_fixed: {
    status: 409,
    message: "The firm owner's role cannot be changed. The owner is always the Managing Partner.",
  },
  owner_not_removable: { status: 409, message: "The firm owner cannot be removed from the firm." },
  invitation_invalid: {
    status: 404,
    message: "This invitation link is invalid or has expired. Ask your firm owner to send a new invitation.",
  },
});
