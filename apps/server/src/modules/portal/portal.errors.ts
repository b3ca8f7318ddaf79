import { defineErrors } from "../../platform/errors.ts";

export const portalError = defineErrors({
  not_portal_user: {
    status: 403,
    message: "The client portal is for a firm's clients. Your account has no client portal access.",
  },
  manage_forbidden: {
    status: 403,
    message: "Only the firm's practitioners can give clients portal access or share documents with them.",
  },
  client_not_found: { status: 404, message: "No such client in your firm." },
  matter_not_found: { status: 404, message: "No such matter." },
  invoice_not_found: { status: 404, message: "No such invoice." },
  document_not_found: { status: 404, message: "No such document." },
  upload_not_found: { status: 404, message: "No such document on this matter." },
  access_not_found: { status: 404, message: "No such portal access for this client." },
  client_archived: {
    status: 409,
    message: "This client is archived. Restore the client before inviting them.",
  },
  already_invited: { status: 409, message: "This person already has access to this client's portal." },
  email_taken: {
    status: 409,
    message:
      "This email address already has an Inkundla account (a firm member or another client's portal). Ask the client for another address.",
  },
  invitation_used: {
    status: 410,
    message:
      "This invitation link has already been used. Sign in with your password, or ask the firm for a new link.",
  },
  invitation_expired: {
    status: 410,
    message: "This invitation link has expired. Ask the firm to send you a new one.",
  },
  invitation_invalid: {
    status: 404,
    message: "This invitation link is not valid. Check that you opened the whole link from the e-mail.",
  },
});
