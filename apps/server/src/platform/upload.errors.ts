import { defineErrors } from "./errors.ts";

/** Why an upload was refused. The size and type messages are replaced by ones naming the real limits. */
export const uploadError = defineErrors({
  not_multipart: {
    status: 400,
    message: "Send the file as a form upload (Content-Type: multipart/form-data).",
  },
  no_file: { status: 400, message: "Choose a file to upload." },
  empty_file: { status: 400, message: "The file is empty. Choose the file again, or another copy of it." },
  file_too_large: { status: 400, message: "The file is too large." },
  file_type_not_allowed: { status: 400, message: "This type of file cannot be uploaded here." },
  too_many_files: { status: 400, message: "Send one file at a time." },
  too_many_fields: { status: 400, message: "The upload has more form fields than expected." },
  field_too_long: { status: 400, message: "A form field sent with the file is too long." },
  malformed_upload: {
    status: 400,
    message: "The upload could not be read; it may have been cut off. Please try again.",
  },
});
