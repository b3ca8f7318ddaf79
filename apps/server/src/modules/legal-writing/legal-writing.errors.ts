import { LEGAL_WRITING_REQUIRED_MESSAGE } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const legalWritingError = defineErrors({
  document_not_found: { status: 404, message: "That legal document was not found." },
  required: { status: 400, message: LEGAL_WRITING_REQUIRED_MESSAGE },
  not_ready: {
    status: 409,
    message: "The document is still being written: it can be opened and downloaded once it is ready.",
  },
  client_not_found: { status: 404, message: "No such client in your firm." },
});

/** Why a draft stopped, as its `error` says it. */
export const LEGAL_WRITING_FAILURE_MESSAGES = {
  stopped: (detail: string) => `Writing stopped after another attempt: ${detail}`,
} as const;
