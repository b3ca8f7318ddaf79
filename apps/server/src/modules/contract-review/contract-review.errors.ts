import { CONTRACT_UPLOAD_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const contractReviewError = defineErrors({
  analysis_not_found: { status: 404, message: "That contract analysis was not found." },
  no_contract: { status: 400, message: CONTRACT_UPLOAD_MESSAGES.noContract.message },
  file_too_large: { status: 400, message: CONTRACT_UPLOAD_MESSAGES.fileTooLarge.message },
  invalid_file_type: { status: 400, message: CONTRACT_UPLOAD_MESSAGES.invalidFileType.message },
  empty_file: { status: 400, message: "The file is empty: it holds no contract text to analyse." },
  invalid_input: { status: 400, message: "Check the contract's details." },
  report_not_ready: {
    status: 409,
    message: "The analysis has not completed yet: the report can be downloaded once it has.",
  },
});

/** Why an analysis stopped, as its `error` says it. */
export const ANALYSIS_FAILURE_MESSAGES = {
  fileMissing:
    "The uploaded contract is no longer stored (the server's file storage was cleared?): upload it again.",
  stopped: (detail: string) => `The analysis stopped after another attempt: ${detail}`,
} as const;
