import { defineErrors } from "../../../platform/errors.ts";

export const corpusImportError = defineErrors({
  import_not_found: { status: 404, message: "That import was not found." },
  document_not_found: { status: 404, message: "That document was not found among your firm's documents." },
  not_allowed_manage: {
    status: 403,
    message:
      "Only the firm's owner, attorneys and paralegals may add or remove the firm's own documents. Ask one of them.",
  },
});

/** Why a whole import stopped, as the import's `error` says it. */
export const IMPORT_FAILURE_MESSAGES = {
  uploadMissing:
    "The uploaded files are no longer stored (the server's file storage was cleared?): upload them again.",
  stopped: (detail: string) => `The import stopped after several attempts: ${detail}`,
} as const;
