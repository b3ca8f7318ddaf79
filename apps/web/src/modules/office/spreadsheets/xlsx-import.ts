import { SPREADSHEET_MAX_IMPORT_BYTES } from "@inkundla/shared";

/** What the Import XLSX chooser offers. */
export const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const XLSX_IMPORT_PROBLEMS = {
  fileTooLarge: { title: "File Too Large", message: "Please choose an Excel workbook smaller than 10 MB." },
  invalidFileType: {
    title: "Invalid File Type",
    message:
      "Please choose an Excel workbook (.xlsx). Save an older .xls or a macro-enabled .xlsm as .xlsx first.",
  },
} as const;
export type XlsxImportProblem = keyof typeof XLSX_IMPORT_PROBLEMS;

/**
 * Why a chosen file cannot be imported, or null when it can be sent. By name and size only, to spare
 * a pointless upload: the server reads the bytes to decide what the file really is.
 */
export function checkXlsxFile(file: File): XlsxImportProblem | null {
  if (file.size > SPREADSHEET_MAX_IMPORT_BYTES) return "fileTooLarge";
  if (!file.name.toLowerCase().endsWith(".xlsx")) return "invalidFileType";
  return null;
}
