import { type DocxBlock, PdfDocumentWriter, writeDocxDocument } from "@inkundla/documents";
import {
  formatDateTime,
  type TComplianceCheck,
  type TContractAnalysisReport,
  type TContractFinding,
} from "@inkundla/shared";

const STATUS_WORDS: Record<TComplianceCheck["status"], string> = {
  compliant: "Compliant",
  non_compliant: "Not compliant",
  needs_review: "Needs review",
};

/** "contract-review-lease-of-erf-412.pdf": lower-case ASCII words, safe in any file system. */
export function contractReportFileName(
  report: Pick<TContractAnalysisReport, "contractTitle">,
  extension: string,
) {
  const slug = report.contractTitle
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\.(pdf|docx?|txt)$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
  return `contract-review-${slug || "contract"}.${extension}`;
}

function subtitleOf(report: TContractAnalysisReport, firmName: string): string[] {
  return [
    `${report.contractType} · analysed ${formatDateTime(report.completedAt ?? report.uploadDate)}`,
    `Risk score ${report.riskScore ?? "—"} / 100 · ${report.engine ?? ""}`,
    `Prepared for ${firmName} by Inkundla. Findings are a first review, not legal advice to a client.`,
  ];
}

function summaryLines(report: TContractAnalysisReport): { label: string; value: string }[] {
  const summary = report.summary;
  if (!summary) return [];
  return [
    { label: "Clauses", value: String(summary.totalClauses) },
    { label: "Risky clauses", value: String(summary.riskyClausesCount) },
    { label: "Compliance", value: `${summary.complianceScore}%` },
    { label: "Confidence", value: `${summary.aiConfidence}%` },
  ];
}

function findingText(finding: TContractFinding): string {
  return [
    `${finding.severity.toUpperCase()} · ${finding.type}${finding.clauseLocation ? ` · ${finding.clauseLocation}` : ""}`,
    finding.description,
    `Recommendation: ${finding.recommendation}`,
    finding.legalReference ? `Reference: ${finding.legalReference}` : "",
    finding.modelNote ? `Language model's note: ${finding.modelNote}` : "",
    `Clause: ${finding.clause}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The full report as a PDF: summary, every finding, every compliance check, then every clause. */
export async function writeContractReportPdf(
  report: TContractAnalysisReport,
  firmName: string,
): Promise<Uint8Array> {
  const writer = await PdfDocumentWriter.create({
    title: `Contract review: ${report.contractTitle}`,
    subtitle: subtitleOf(report, firmName),
    footerText: firmName,
    author: "Inkundla",
  });
  writer.summary(summaryLines(report));
  writer.heading(`Findings (${report.keyFindings.length})`);
  if (report.keyFindings.length === 0) writer.paragraph("No findings.", { muted: true });
  for (const finding of report.keyFindings) writer.paragraph(findingText(finding));
  writer.heading("Compliance checks");
  await writer.table({
    columns: [
      { heading: "Requirement", width: 2, wrap: true },
      { heading: "Status", width: 1 },
      { heading: "Details", width: 4, wrap: true },
    ],
    rows: report.complianceChecks.map((check) => [
      check.requirement,
      STATUS_WORDS[check.status],
      check.details,
    ]),
    emptyText: "No compliance checks applied.",
  });
  writer.heading(`Clauses (${report.clauses.length})`);
  for (const clause of report.clauses) {
    const title = [clause.number, clause.heading].filter(Boolean).join(" ") || `Clause ${clause.index + 1}`;
    const categories = clause.categories.map((category) => category.label).join(", ");
    writer.paragraph(`${title}${categories ? ` — ${categories}` : ""}`);
    writer.paragraph(clause.text, { muted: true });
  }
  return writer.finish();
}

/** The same report as a Word document, to edit into advice for the client. */
export async function writeContractReportDocx(
  report: TContractAnalysisReport,
  firmName: string,
): Promise<Uint8Array> {
  const blocks: DocxBlock[] = [
    {
      kind: "table",
      columns: summaryLines(report).map((line) => line.label),
      rows: [summaryLines(report).map((line) => line.value)],
    },
    { kind: "heading", text: `Findings (${report.keyFindings.length})` },
  ];
  if (report.keyFindings.length === 0) blocks.push({ kind: "paragraph", text: "No findings.", muted: true });
  for (const finding of report.keyFindings) {
    blocks.push(
      { kind: "heading", level: 2, text: `${finding.severity.toUpperCase()}: ${finding.type}` },
      { kind: "paragraph", text: finding.description },
      { kind: "paragraph", text: `Recommendation: ${finding.recommendation}` },
    );
    if (finding.legalReference)
      blocks.push({ kind: "paragraph", text: `Reference: ${finding.legalReference}` });
    if (finding.modelNote)
      blocks.push({ kind: "paragraph", text: `Language model's note: ${finding.modelNote}` });
    blocks.push({
      kind: "paragraph",
      muted: true,
      text: `${finding.clauseLocation ? `${finding.clauseLocation}: ` : ""}${finding.clause}`,
    });
  }
  blocks.push(
    { kind: "heading", text: "Compliance checks" },
    {
      kind: "table",
      columns: ["Requirement", "Status", "Details"],
      rows: report.complianceChecks.map((check) => [
        check.requirement,
        STATUS_WORDS[check.status],
        check.details,
      ]),
      emptyText: "No compliance checks applied.",
    },
    { kind: "heading", text: `Clauses (${report.clauses.length})` },
  );
  for (const clause of report.clauses) {
    const title = [clause.number, clause.heading].filter(Boolean).join(" ") || `Clause ${clause.index + 1}`;
    const categories = clause.categories.map((category) => category.label).join(", ");
    blocks.push(
      { kind: "heading", level: 3, text: title },
      ...(categories ? [{ kind: "paragraph" as const, text: categories, bold: true }] : []),
      { kind: "paragraph", text: clause.text },
    );
  }
  return writeDocxDocument({
    title: `Contract review: ${report.contractTitle}`,
    subtitle: subtitleOf(report, firmName),
    author: "Inkundla",
    blocks,
  });
}
