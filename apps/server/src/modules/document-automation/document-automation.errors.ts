import { defineErrors } from "../../platform/errors.ts";

export const documentAutomationError = defineErrors({
  template_not_found: { status: 404, message: "That template was not found." },
  template_retired: {
    status: 400,
    message: "That template has been retired: choose another, or ask the firm's owner to restore it.",
  },
  no_template: { status: 400, message: "Please select a template first." },
  merge_fields_missing: {
    status: 400,
    message: "Some merge fields have no value: fill them in before generating.",
  },
  unknown_merge_fields: { status: 400, message: "The template uses merge fields that do not exist." },
  template_syntax: { status: 400, message: "The template's merge tags are not closed properly." },
  template_conflict: {
    status: 409,
    message: "Someone else saved this template after you opened it: reload it to see their changes.",
  },
  templates_not_allowed: {
    status: 403,
    message: "Only the firm's owner, attorneys and paralegals can change the firm's templates.",
  },
  no_file: { status: 400, message: "Choose a Word document (.docx) to import." },
  file_too_large: { status: 400, message: "Please upload a Word document smaller than 10MB." },
  not_a_docx: { status: 400, message: "The file is not a Word document (.docx)." },
});
