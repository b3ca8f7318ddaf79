import type { TLegalWritingDocumentType } from "@inkundla/shared";
import { draftAffidavit } from "./affidavit.form.ts";
import { draftCaseSummary } from "./case-summary.form.ts";
import { draftContractAnalysis } from "./contract-analysis.form.ts";
import { draftCourtApplication } from "./court-application.form.ts";
import { type Block, renderHtml, renderText } from "./document-blocks.ts";
import { type DraftContext, draftingNoteBlocks } from "./draft-sections.ts";
import { draftHeadsOfArgument } from "./heads-of-argument.form.ts";
import { draftLegalBrief } from "./legal-brief.form.ts";
import { draftLegalLetter } from "./legal-letter.form.ts";
import type { Draft, GroundingSource, LegalWritingRequest } from "./legal-writing-request.ts";
import { draftNoticeOfMotion } from "./notice-of-motion.form.ts";
import { draftLegalMemorandum, draftLegalOpinion, draftLegalResearchReport } from "./opinion.form.ts";
import { draftSettlementAgreement } from "./settlement-agreement.form.ts";
import { placeSources, removeUnknownCaseCitations } from "./source-placement.ts";
import { TONE_PHRASING } from "./tone-phrasing.ts";

const DOCUMENT_FORMS: Readonly<Record<TLegalWritingDocumentType, (context: DraftContext) => Block[]>> = {
  legal_opinion: draftLegalOpinion,
  legal_memorandum: draftLegalMemorandum,
  court_application: draftCourtApplication,
  affidavit: draftAffidavit,
  notice_of_motion: draftNoticeOfMotion,
  heads_of_argument: draftHeadsOfArgument,
  legal_brief: draftLegalBrief,
  settlement_agreement: draftSettlementAgreement,
  legal_letter: draftLegalLetter,
  contract_analysis: draftContractAnalysis,
  case_summary: draftCaseSummary,
  legal_research_report: draftLegalResearchReport,
};

const CONTEXT_CHARACTERS = 240;

function contextOf(quotation: string | null, passage: string): string {
  if (quotation) return quotation;
  const collapsed = passage.replace(/\s+/g, " ").trim();
  return collapsed.length <= CONTEXT_CHARACTERS ? collapsed : `${collapsed.slice(0, CONTEXT_CHARACTERS)} …`;
}

/**
 * The local engine's draft: the South African form of the document type, with the person's key points
 * placed into it in their own words, gaps as "[placeholders]", and only the retrieved sources cited.
 * Nothing is written that the person or the corpus did not supply: no facts, parties, amounts or law.
 */
export function draftLegalDocument(request: LegalWritingRequest, sources: readonly GroundingSource[]): Draft {
  const placement = placeSources(request, sources);
  const title = removeUnknownCaseCitations(request.title.replace(/\s+/g, " ").trim(), placement.knownKeys);
  const requirements = removeUnknownCaseCitations(request.specificRequirements, placement.knownKeys);
  const context: DraftContext = {
    request,
    title: title.text,
    points: placement.points,
    authorities: placement.authorities,
    tone: TONE_PHRASING[request.tone],
    cited: [],
  };
  const blocks = [...DOCUMENT_FORMS[request.documentType](context), ...draftingNoteBlocks(requirements.text)];
  return {
    html: renderHtml(blocks),
    text: renderText(blocks),
    citations: context.cited.map((authority) => ({
      caseRef: authority.source.title.trim(),
      citation: authority.citation,
      relevance: authority.relevance,
      context: contextOf(authority.quotation, authority.source.text),
    })),
    notFound: [...new Set([...placement.notFound, ...title.removed, ...requirements.removed])],
  };
}
