import { SPREADSHEET_MESSAGES } from "@inkundla/shared";
import { defineErrors } from "../../platform/errors.ts";

/** The spreadsheet editor's errors; the client and matter checks reuse the office module's own. */
export const spreadsheetError = defineErrors({
  spreadsheet_not_found: { status: 404, message: "That spreadsheet was not found." },
  version_not_found: { status: 404, message: "That version of the spreadsheet was not found." },
  blank_title: { status: 400, message: SPREADSHEET_MESSAGES.title },
  sheet_too_large: {
    status: 400,
    message:
      "The sheet is larger than 100,000 filled cells, 100,000 rows or 200 columns. Split it into several sheets.",
  },
  cell_outside_sheet: { status: 400, message: "A cell lies outside the sheet's rows and columns." },
  sharing_not_allowed: {
    status: 403,
    message: "Only the spreadsheet's author or the firm's owner can change whether it is shared.",
  },
  delete_not_allowed: {
    status: 403,
    message: "Only the spreadsheet's author or the firm's owner can delete it.",
  },
  no_file: { status: 400, message: "Choose an Excel workbook (.xlsx) to import." },
  file_too_large: { status: 400, message: "Please upload an Excel workbook smaller than 10MB." },
  not_an_xlsx: { status: 400, message: "The file is not an Excel workbook (.xlsx)." },
  workbook_encrypted: {
    status: 400,
    message: "The workbook is protected with a password. Remove the password in Excel and upload it again.",
  },
  workbook_corrupt: {
    status: 400,
    message: "The workbook is damaged and cannot be read. Save it again in Excel and retry.",
  },
});
