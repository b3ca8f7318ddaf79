import { defineErrors } from "../../platform/errors.ts";

export const contactError = defineErrors({
  too_many_messages: {
    status: 429,
    message: "You have sent several messages in a short time. Please wait a while and try again.",
  },
  delivery_failed: {
    status: 502,
    message: "We could not send your message just now. Please try again, or e-mail us directly.",
  },
});
