import { defineErrors } from "../../../platform/errors.ts";

export const corpusImportError = defineErrors({
  import_not_found: { status: 404, message: "That import was not found." },
  document_not_found: { status: 404, message: "That document was not found among your firm's documents." },
});

/** Why a whole import stopped, as the import's `error` says it. */
export const IMPORT_FAILURE_MESSAGES = {
  uploadMissing:
    "The uploaded files are no longer stored (the server's file storage was cleared?): upload them again.",
  stopped: (detail: string) => `The import stopped after several attempts: ${detail}`,
} as const;
