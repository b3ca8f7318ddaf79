import type { TCaseSummary, TCaseSummaryRequest } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { type CaseSummary, LOCAL_ENGINE_LABEL, summarizeJudgment } from "../ai/index.ts";
import { findKnownKeys, findVisibleDocument, listPassages } from "../corpus/index.ts";
import { researchError } from "./legal-research.errors.ts";
import type { LegalResearchDeps } from "./legal-research.service.ts";

/**
 * The judgment's text as the corpus keeps it: each passage under its printed number ("[12] …"), so the
 * summary's sentences carry the court's paragraph numbers.
 */
function judgmentTextOf(passages: { label: string; text: string }[]): string {
  return passages
    .map((passage) => (passage.label ? `${passage.label} ${passage.text}` : passage.text))
    .join("\n\n");
}

/**
 * Case Summarization: a judgment pasted, or one of the corpus the firm reads, summarised extractively
 * (every sentence verbatim, with its paragraph). The summary is made by rules on every engine: a
 * language model is not asked, so no sentence can be invented; the engine line says so. A corpus
 * document's own details (title, court, citation, date) stand where the text does not give them, and
 * the authorities it cites link to the corpus where they are there.
 */
export async function summarizeCase(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  request: TCaseSummaryRequest,
): Promise<TCaseSummary> {
  const { firmId } = identity.membership;
  let summary: CaseSummary;
  let documentId: string | null = null;
  if ("documentId" in request) {
    const document = isUuid(request.documentId)
      ? await findVisibleDocument(deps.db, firmId, request.documentId)
      : null;
    if (document?.kind !== "judgment") throw researchError("judgment_not_found");
    documentId = document.id;
    const extracted = summarizeJudgment(judgmentTextOf(await listPassages(deps.db, document.id)));
    const hasParties = extracted.parties.applicants.length + extracted.parties.respondents.length > 0;
    summary = {
      ...extracted,
      title: document.title,
      parties: hasParties ? extracted.parties : document.parties,
      court: document.court ?? extracted.court,
      neutralCitation: document.neutral_citation ?? extracted.neutralCitation,
      judgmentDate: document.judgment_date ?? extracted.judgmentDate,
    };
    // What the corpus row filled in is no longer missing; what neither gives stays listed.
    const filled: Partial<Record<string, boolean>> = {
      title: true,
      parties: summary.parties.applicants.length + summary.parties.respondents.length > 0,
      court: summary.court !== null,
      neutralCitation: summary.neutralCitation !== null,
      judgmentDate: summary.judgmentDate !== null,
    };
    summary.missing = summary.missing.filter((part) => !filled[part]);
  } else {
    summary = summarizeJudgment(request.text);
  }

  const cited = [...summary.citations.cases, ...summary.citations.legislation];
  const linked = await findKnownKeys(deps.db, { firmId, keys: cited.map((authority) => authority.key) });
  const sentences = (part: CaseSummary["facts"]) =>
    part.map((sentence) => ({ text: sentence.text, paragraph: sentence.paragraph }));
  return {
    title: summary.title,
    parties: summary.parties,
    court: summary.court,
    neutralCitation: summary.neutralCitation,
    judgmentDate: summary.judgmentDate,
    facts: sentences(summary.facts),
    issues: sentences(summary.issues),
    holding: sentences(summary.holding),
    order: sentences(summary.order),
    citations: cited
      .sort((a, b) => b.count - a.count)
      .map((authority) => ({
        citation: authority.caseName ? `${authority.caseName} ${authority.citation}` : authority.citation,
        count: authority.count,
        documentId: linked.get(authority.key) ?? null,
      })),
    missing: summary.missing,
    documentId,
    removedCitations: [],
    engine:
      deps.ai.describe().engine === "local"
        ? LOCAL_ENGINE_LABEL
        : "Rule-based extractive summary (the language model is not asked to write case summaries)",
  };
}
