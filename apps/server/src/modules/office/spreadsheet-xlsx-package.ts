import { Unzip, UnzipInflate, unzipSync } from "fflate";

/** Why an upload cannot be read as a workbook; `message` is what the person sees (400). */
export class SpreadsheetFileError extends Error {
  constructor(
    readonly reason: "not_xlsx" | "encrypted" | "corrupt" | "too_large",
    message: string,
  ) {
    super(message);
    this.name = "SpreadsheetFileError";
  }
}

export const NOT_AN_XLSX_MESSAGE = "The file is not an Excel workbook (.xlsx).";

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Inflating stops past this many bytes in all: a 10 MB upload that unpacks to gigabytes is a zip bomb.
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const INPUT_SLICE_BYTES = 16 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * An Excel file with a password is not a ZIP at all: Office wraps the encrypted package in an OLE
 * compound file with an "EncryptedPackage" stream (named in UTF-16).
 */
function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, OLE_SIGNATURE)) return false;
  const name = Buffer.from("EncryptedPackage", "utf16le");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(name);
}

/** What the package says before exceljs reads it: how many filled cells the first worksheet has. */
export type XlsxPackageSummary = { firstSheetCellCount: number };

/**
 * Checks an upload is an XLSX by its bytes (a ZIP holding xl/workbook.xml), and counts the first
 * worksheet's filled cells while inflating, so a workbook past the limit is refused before exceljs
 * builds it in memory. Inflating is counted as it happens and stops at MAX_UNPACKED_BYTES.
 */
export function inspectXlsxPackage(bytes: Uint8Array): XlsxPackageSummary {
  if (!startsWith(bytes, ZIP_SIGNATURE)) {
    if (isEncryptedOfficeFile(bytes)) {
      throw new SpreadsheetFileError(
        "encrypted",
        "The workbook is protected with a password. Open it in Excel, remove the password (File › Info › Protect Workbook) and upload it again.",
      );
    }
    throw new SpreadsheetFileError("not_xlsx", NOT_AN_XLSX_MESSAGE);
  }
  const paths: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        paths.push(file.name);
        return false;
      },
    });
  } catch {
    throw new SpreadsheetFileError(
      "corrupt",
      "The workbook is damaged and cannot be read. Save it again in Excel and retry.",
    );
  }
  if (!paths.includes("xl/workbook.xml")) throw new SpreadsheetFileError("not_xlsx", NOT_AN_XLSX_MESSAGE);
  const inflated = inflateForInspection(bytes);
  const firstSheet = firstWorksheetPath(inflated.texts);
  const firstSheetCellCount = firstSheet
    ? (inflated.cellCounts.get(firstSheet) ?? 0)
    : Math.max(0, ...inflated.cellCounts.values());
  return { firstSheetCellCount };
}

const KEPT_PARTS = new Set(["xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
const CELL_END = "</c>";

function inflateForInspection(bytes: Uint8Array): {
  texts: Map<string, string>;
  cellCounts: Map<string, number>;
} {
  const texts = new Map<string, string>();
  const cellCounts = new Map<string, number>();
  let totalBytes = 0;
  let failure: SpreadsheetFileError | null = null;
  const unzip = new Unzip((file) => {
    const isKept = KEPT_PARTS.has(file.name);
    const isWorksheet = WORKSHEET_PART.test(file.name);
    const decoder = new TextDecoder();
    let tail = "";
    let text = "";
    // Errors are kept rather than thrown: fflate catches a throw here and calls back again with it.
    file.ondata = (error, data, isFinal) => {
      if (failure) return;
      if (error) {
        failure = new SpreadsheetFileError(
          "corrupt",
          "The workbook is damaged and cannot be read. Save it again in Excel and retry.",
        );
        return;
      }
      totalBytes += data.length;
      if (totalBytes > MAX_UNPACKED_BYTES) {
        failure = new SpreadsheetFileError(
          "too_large",
          "The workbook unpacks to more than 256 MB; it is too large to import. Split it into several workbooks.",
        );
        return;
      }
      if (isKept) text += decoder.decode(data, { stream: !isFinal });
      if (isWorksheet) {
        // A filled cell always has a closing tag; an empty styled cell is written <c r="A1" s="1"/>.
        const chunk = tail + Buffer.from(data).toString("latin1");
        let count = 0;
        for (
          let at = chunk.indexOf(CELL_END);
          at !== -1;
          at = chunk.indexOf(CELL_END, at + CELL_END.length)
        ) {
          count += 1;
        }
        tail = chunk.slice(-(CELL_END.length - 1));
        cellCounts.set(file.name, (cellCounts.get(file.name) ?? 0) + count);
      }
      if (isFinal && isKept) texts.set(file.name, text);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += INPUT_SLICE_BYTES) {
      const end = Math.min(offset + INPUT_SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= new SpreadsheetFileError(
      "corrupt",
      "The workbook is damaged and cannot be read. Save it again in Excel and retry.",
    );
  }
  if (failure) throw failure;
  return { texts, cellCounts };
}

/** The package path of the workbook's first sheet (workbook.xml's first <sheet>, through its relationship). */
function firstWorksheetPath(texts: Map<string, string>): string | null {
  const workbook = texts.get("xl/workbook.xml") ?? "";
  const relationships = texts.get("xl/_rels/workbook.xml.rels") ?? "";
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook);
  if (!sheet) return null;
  const id = (sheet[1] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const relationship = new RegExp(`<Relationship\\b[^>]*\\bId="${id}"[^>]*>`).exec(relationships);
  const target = relationship ? /\bTarget="([^"]+)"/.exec(relationship[0])?.[1] : undefined;
  if (!target) return null;
  return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
}
