import { PdfDocumentWriter } from "@inkundla/documents";
import {
  ANALYTICS_PERIOD_LABELS,
  centsToDecimalText,
  formatCents,
  formatLongDate,
  type TAnalyticsData,
} from "@inkundla/shared";
import { type CsvCell, writeCsv } from "../../platform/csv-writer.ts";

/**
 * The Export Report files: the period's figures as sections of rows, written once and printed two ways
 * (a PDF for reading, a CSV for a spreadsheet). In the CSV amounts are rand with two decimals and no
 * symbol, so a spreadsheet reads them as numbers; the PDF shows them as every screen does.
 */

type Amount = { cents: number };
type ReportCell = string | number | null | Amount;
type ReportSection = { heading: string; columns: string[]; rows: ReportCell[][] };

const amount = (cents: number): Amount => ({ cents });
const orDash = (value: number | null, suffix = "") => (value === null ? null : `${value}${suffix}`);

/** The sections of the report, in the order of the screen's tabs. */
export function analyticsReportSections(data: TAnalyticsData): ReportSection[] {
  const rate = data.avgHourlyRate === null ? null : amount(data.avgHourlyRate);
  const previousRate = data.previous.avgHourlyRate === null ? null : amount(data.previous.avgHourlyRate);
  const lockUp = data.productivity.lockUp;
  return [
    {
      heading: "Headline figures",
      columns: ["Figure", "This period", "Previous period"],
      rows: [
        ["Total revenue (excl. VAT)", amount(data.totalRevenue), amount(data.previous.totalRevenue)],
        ["Collected (excl. VAT)", amount(data.collectedRevenue), amount(data.previous.collectedRevenue)],
        ["Billable hours", data.billableHours, data.previous.billableHours],
        ["Active clients", data.activeClients, data.previous.activeClients],
        ["Average realised hourly rate", rate, previousRate],
      ],
    },
    {
      heading: "Revenue over time",
      columns: [data.bucket === "day" ? "Day" : "Month", "Revenue (excl. VAT)", "Collected (excl. VAT)"],
      rows: data.revenueOverTime.map((row) => [
        row.bucket,
        amount(row.revenueCents),
        amount(row.collectedCents),
      ]),
    },
    {
      heading: "Revenue by practice area",
      columns: ["Practice area", "Revenue (excl. VAT)", "Hours logged"],
      rows: data.byPracticeArea.map((row) => [row.practiceArea, amount(row.revenueCents), row.hours]),
    },
    {
      heading: "Revenue by fee earner (time billed)",
      columns: ["Fee earner", "Time billed (excl. VAT)", "Hours logged"],
      rows: data.byFeeEarner.map((row) => [row.name, amount(row.revenueCents), row.hours]),
    },
    {
      heading: "Revenue by client",
      columns: ["Client", "Revenue (excl. VAT)"],
      rows: data.byClient.map((row) => [row.name, amount(row.revenueCents)]),
    },
    {
      heading: "Productivity",
      columns: ["Person", "Hours logged", "Billable hours", "Target hours", "% of target"],
      rows: data.productivity.people.map((person) => [
        person.name,
        person.hoursLogged,
        person.billableHours,
        person.targetHours,
        orDash(person.percentOfTarget, "%"),
      ]),
    },
    {
      heading: "Practice measures",
      columns: ["Measure", "Value"],
      rows: [
        ["Average matter duration (days)", data.productivity.averageMatterDurationDays],
        ["Time to first invoice (days)", data.productivity.timeToFirstInvoiceDays],
        ["Collection rate", orDash(data.productivity.collectionRate, "%")],
        ["Work in progress (excl. VAT)", amount(lockUp.wipCents)],
        ["Debtors (excl. VAT)", amount(lockUp.debtorsCents)],
        ["WIP days", lockUp.wipDays],
        ["Debtor days", lockUp.debtorDays],
        ["Lock-up days", lockUp.totalDays],
      ],
    },
    {
      heading: "Clients",
      columns: ["Client", "Owes today (excl. VAT)"],
      rows: [
        ...data.clients.topByOutstanding.map((client) => [client.name, amount(client.outstandingCents)]),
        ["New clients in the period", data.clients.newClients],
        ["Returning clients in the period", data.clients.returningClients],
      ],
    },
  ];
}

function periodText(data: TAnalyticsData): string {
  return `${ANALYTICS_PERIOD_LABELS[data.period]}: ${formatLongDate(data.range.from)} to ${formatLongDate(data.range.to)}`;
}

function csvCell(cell: ReportCell): CsvCell {
  if (cell !== null && typeof cell === "object") return centsToDecimalText(cell.cents);
  return cell;
}

/** The report as CSV: a title block, then each section with its heading, columns and rows. */
export function renderAnalyticsCsv(data: TAnalyticsData, firmName: string): string {
  const rows: CsvCell[][] = [
    ["Advanced analytics report", firmName],
    ["Period", periodText(data)],
    ["Previous period", `${data.previousRange.from} to ${data.previousRange.to}`],
  ];
  for (const section of analyticsReportSections(data)) {
    rows.push([], [section.heading], section.columns);
    for (const row of section.rows) rows.push(row.map(csvCell));
  }
  rows.push([], ["How the figures are worked out"]);
  for (const [figure, method] of Object.entries(data.methods)) rows.push([figure, method]);
  return writeCsv(rows);
}

function pdfCell(cell: ReportCell): string {
  if (cell === null) return "—";
  if (typeof cell === "object") return formatCents(cell.cents);
  return String(cell);
}

/** The report as an A4 PDF with the project's document writer (the one invoices and statements use). */
export async function renderAnalyticsPdf(data: TAnalyticsData, firmName: string): Promise<Uint8Array> {
  const writer = await PdfDocumentWriter.create({
    title: "Advanced analytics report",
    subtitle: [firmName, periodText(data)],
    footerText: `${firmName} · Advanced analytics · ${data.range.from} to ${data.range.to}`,
    author: firmName,
  });
  for (const section of analyticsReportSections(data)) {
    writer.heading(section.heading);
    await writer.table({
      columns: section.columns.map((heading, index) => ({
        heading,
        width: index === 0 ? 2.4 : 1.2,
        ...(index === 0 ? { wrap: true } : { align: "right" as const, shrinkToFit: true }),
      })),
      rows: section.rows.map((row) => row.map(pdfCell)),
      emptyText: "Nothing in this period.",
    });
  }
  writer.heading("How the figures are worked out");
  for (const method of Object.values(data.methods)) writer.paragraph(method, { muted: true });
  return writer.finish();
}

/** E.g. "advanced-analytics-2026-03-01-to-2026-03-31.pdf". */
export function analyticsReportFileName(data: TAnalyticsData, extension: "pdf" | "csv"): string {
  return `advanced-analytics-${data.range.from}-to-${data.range.to}.${extension}`;
}
