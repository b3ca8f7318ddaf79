import { PdfDocumentWriter } from "@inkundla/documents";
import type {
  TTrustReport,
  TTrustReportCell,
  TTrustReportFormat,
  TTrustReportName,
  TTrustReportValueKind,
} from "@inkundla/shared";
import { centsToDecimalText, formatCents } from "@inkundla/shared";
import { strToU8, zipSync } from "fflate";
import { type CsvCell, writeCsv } from "../../../platform/csv-writer.ts";
import { formatSouthAfricanDateTime, generatedLine } from "./trust-report-kit.ts";

/** A report written out for download. */
export type TrustReportFile = { bytes: Buffer; contentType: string; fileName: string };

const RIGHT_ALIGNED: ReadonlySet<TTrustReportValueKind> = new Set(["money", "integer"]);

/** A cell as printed: rand in the en-ZA style, times in South African time. */
export function printedCell(value: TTrustReportCell | undefined, kind: TTrustReportValueKind): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    return kind === "money" ? formatCents(value) : String(value);
  }
  return kind === "datetime" ? formatSouthAfricanDateTime(value) : value;
}

/** A cell for a spreadsheet: rand as a plain number with a dot and two decimals, so columns add up. */
export function spreadsheetCell(value: TTrustReportCell | undefined, kind: TTrustReportValueKind): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return kind === "money" ? centsToDecimalText(value) : value;
  return kind === "datetime" ? formatSouthAfricanDateTime(value) : value;
}

/** Portrait fits up to eight columns; wider tables are printed across the page. */
const PORTRAIT_MAX_COLUMNS = 8;

export async function renderTrustReportPdf(report: TTrustReport): Promise<Uint8Array> {
  const isWide = report.tables.some((table) => table.columns.length > PORTRAIT_MAX_COLUMNS);
  const writer = await PdfDocumentWriter.create({
    title: report.title,
    subtitle: [report.firmName, report.subject, report.period.label, generatedLine(report)].filter(
      (line): line is string => line !== null && line !== "",
    ),
    orientation: isWide ? "landscape" : "portrait",
    footerText: `${report.firmName} · ${report.title}`,
    author: report.firmName,
  });
  writer.summary(
    report.summary.map((line) => ({ label: line.label, value: printedCell(line.value, line.kind) || "–" })),
  );
  for (const table of report.tables) {
    if (table.title) writer.heading(table.title);
    const totals = table.totals;
    await writer.table({
      columns: table.columns.map((column) => ({
        heading: column.label,
        width: column.width,
        align: RIGHT_ALIGNED.has(column.kind) ? "right" : "left",
        wrap: column.wrap,
        shrinkToFit: RIGHT_ALIGNED.has(column.kind),
      })),
      rows: table.rows.map((row) => table.columns.map((column) => printedCell(row[column.key], column.kind))),
      footerRows: totals ? [table.columns.map((column) => printedCell(totals[column.key], column.kind))] : [],
      emptyText: table.emptyMessage,
    });
  }
  for (const note of report.notes) writer.paragraph(note, { muted: true });
  return writer.finish();
}

/** One table as a CSV of its own: its column headings, its rows and its totals row. */
function tableCsv(table: TTrustReport["tables"][number]): string {
  const lines: CsvCell[][] = [table.columns.map((column) => column.label)];
  for (const row of table.rows) {
    lines.push(table.columns.map((column) => spreadsheetCell(row[column.key], column.kind)));
  }
  const totals = table.totals;
  if (totals) lines.push(table.columns.map((column) => spreadsheetCell(totals[column.key], column.kind)));
  return writeCsv(lines);
}

/** The report's summary lines (label, value) as a CSV of two columns. */
function summaryCsv(report: TTrustReport): string {
  return writeCsv([
    ["Item", "Value"],
    ...report.summary.map((line): CsvCell[] => [line.label, spreadsheetCell(line.value, line.kind)]),
  ]);
}

/**
 * A CSV holds one table, as strict loaders (pandas, PostgreSQL COPY, a database import) need: every
 * line the same columns. A report of one table is that table (its summary figures are its totals and
 * its first and last rows, and are on the PDF); a report of several is a ZIP with one CSV per table
 * and one of the summary, each named for the report, its period and the table.
 */
export function renderTrustReportCsvFiles(report: TTrustReport): { fileName: string; content: string }[] {
  const base = trustReportFileName(report, "csv").replace(/\.csv$/, "");
  if (report.tables.length === 1 && report.tables[0]) {
    return [{ fileName: `${base}.csv`, content: tableCsv(report.tables[0]) }];
  }
  const files = report.tables.map((table) => ({
    fileName: `${base}-${table.key}.csv`,
    content: tableCsv(table),
  }));
  if (report.summary.length > 0) files.push({ fileName: `${base}-summary.csv`, content: summaryCsv(report) });
  return files;
}

const FILE_NAMES: Record<TTrustReportName, string> = {
  "client-statement": "client-trust-statement",
  "balance-listing": "trust-balance-listing",
  reconciliation: "trust-reconciliation",
  journal: "trust-journal",
  "s86-4-register": "s86-4-investment-register",
  "fund-interest": "fidelity-fund-interest",
  compliance: "trust-compliance-report",
};

/** Lower-case ASCII words joined by hyphens: safe in any file system and Content-Disposition header. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** E.g. "client-trust-statement-naidoo-family-trust-2026-03-01-to-2026-03-31.pdf". */
export function trustReportFileName(report: TTrustReport, extension: "pdf" | "csv"): string {
  const { from, to } = report.period;
  const period =
    report.report === "reconciliation" && from
      ? from.slice(0, 7)
      : [from, to].filter((date) => date !== null).join("-to-");
  const parts = [FILE_NAMES[report.report], report.subject ? slug(report.subject) : "", period];
  return `${parts.filter((part) => part !== "").join("-")}.${extension}`;
}

export async function writeTrustReportFile(
  report: TTrustReport,
  format: Exclude<TTrustReportFormat, "json">,
): Promise<TrustReportFile> {
  if (format === "pdf") {
    const bytes = await renderTrustReportPdf(report);
    return {
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      contentType: "application/pdf",
      fileName: trustReportFileName(report, "pdf"),
    };
  }
  const files = renderTrustReportCsvFiles(report);
  const [only] = files;
  if (files.length === 1 && only) {
    return {
      bytes: Buffer.from(only.content, "utf8"),
      contentType: "text/csv; charset=utf-8",
      fileName: only.fileName,
    };
  }
  const zipped = zipSync(
    Object.fromEntries(files.map((file) => [file.fileName, strToU8(file.content)])),
    // Files in a ZIP carry a date; the report's own generation time keeps the archive reproducible.
    { level: 6, mtime: new Date(report.generatedAt) },
  );
  return {
    bytes: Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength),
    contentType: "application/zip",
    fileName: trustReportFileName(report, "csv").replace(/\.csv$/, "-csv.zip"),
  };
}
