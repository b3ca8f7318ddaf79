import { OFFICE_DOCUMENT_MAX_IMPORT_BYTES } from "@inkundla/shared";

/** What the Import DOCX chooser offers. */
export const DOCX_ACCEPT = ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const DOCX_IMPORT_PROBLEMS = {
  fileTooLarge: { title: "File Too Large", message: "Please choose a Word document smaller than 10 MB." },
  invalidFileType: {
    title: "Invalid File Type",
    message:
      "Please choose a Word document (.docx). Save an older .doc or a macro-enabled .docm as .docx first.",
  },
} as const;
export type DocxImportProblem = keyof typeof DOCX_IMPORT_PROBLEMS;

/**
 * Why a chosen file cannot be imported, or null when it can be sent. By name and size only, to spare
 * a pointless upload: the server reads the content to decide what the file really is.
 */
export function checkDocxFile(file: File): DocxImportProblem | null {
  if (file.size > OFFICE_DOCUMENT_MAX_IMPORT_BYTES) return "fileTooLarge";
  if (!file.name.toLowerCase().endsWith(".docx")) return "invalidFileType";
  return null;
}
