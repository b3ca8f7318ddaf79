import { OFFICE_DOCUMENT_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

export const officeError = defineErrors({
  document_not_found: { status: 404, message: "That document was not found." },
  version_not_found: { status: 404, message: "That version of the document was not found." },
  client_not_found: { status: 404, message: "No such client in your firm." },
  matter_not_client: {
    status: 400,
    message: "The matter belongs to another client: choose one of the client's matters.",
  },
  blank_document: { status: 400, message: OFFICE_DOCUMENT_MESSAGES.titleAndContent },
  sharing_not_allowed: {
    status: 403,
    message: "Only the document's author or the firm's owner can change whether it is shared.",
  },
  delete_not_allowed: {
    status: 403,
    message: "Only the document's author or the firm's owner can delete it.",
  },
  no_file: { status: 400, message: "Choose a Word document (.docx) to import." },
  file_too_large: { status: 400, message: "Please upload a Word document smaller than 10MB." },
  not_a_docx: { status: 400, message: "The file is not a Word document (.docx)." },
});
