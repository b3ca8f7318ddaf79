import { defineErrors } from "../../../platform/errors.ts";

export const billingProfileError = defineErrors({
  not_allowed: {
    status: 403,
    message:
      "Only a partner, legal director or the office manager can change the billing profile or issue, void and credit invoices.",
  },
  prefix_locked: {
    status: 409,
    message:
      "The invoice number prefix cannot change once an invoice has been issued: tax invoice numbers must run on in one unbroken series (VAT Act s20).",
  },
  logo_not_found: {
    status: 404,
    message: "No such logo in your firm: upload the logo first, then save the profile with its file id.",
  },
});
