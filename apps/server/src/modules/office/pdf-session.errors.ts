import { PDF_SESSION_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const pdfSessionError = defineErrors({
  pdf_session_not_found: { status: 404, message: "That PDF session was not found." },
  pdf_file_not_found: { status: 404, message: "That PDF was not found in your firm." },
  export_not_found: { status: 404, message: "This PDF has not been exported yet." },
  no_file: { status: 400, message: "Choose a PDF to upload." },
  not_pdf: { status: 400, message: PDF_SESSION_MESSAGES.notPdf },
  pdf_damaged: { status: 400, message: PDF_SESSION_MESSAGES.damaged },
  pdf_encrypted: { status: 400, message: PDF_SESSION_MESSAGES.encryptedUpload },
  pdf_wrong_password: { status: 400, message: PDF_SESSION_MESSAGES.wrongPassword },
  file_too_large: { status: 400, message: PDF_SESSION_MESSAGES.tooLarge },
  page_not_found: { status: 400, message: "That page does not exist in this PDF." },
  bad_page_ranges: { status: 400, message: "Give the page ranges, e.g. 1-3, 4-10." },
  nothing_to_undo: { status: 400, message: "There is nothing to undo." },
  delete_not_allowed: {
    status: 403,
    message: "Only the person who uploaded the PDF or the firm's owner can delete it.",
  },
  export_failed: {
    status: 422,
    message: "The edits could not be applied to this PDF. Remove the last change and export again.",
  },
});
