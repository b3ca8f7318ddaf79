import {
  CASE_PREDICTION_MESSAGES,
  type TCaseCourt,
  type TCasePredictionRequest,
  type TCaseType,
  type TEvidenceStrength,
  ZCasePredictionRequest,
} from "@inkundla/shared";
import type { MatterChoice } from "../legal-research";

/**
 * What the Case Analysis form holds. The case type and court start unchosen (the type is required);
 * the evidence starts on the server's default, Moderate.
 */
export interface CasePredictionDraft {
  caseTitle: string;
  caseType: TCaseType | null;
  court: TCaseCourt | null;
  caseDescription: string;
  clientObjectives: string;
  opposingParty: string;
  keyFacts: string;
  legalIssues: string;
  evidenceStrength: TEvidenceStrength;
  matter: MatterChoice | null;
}

export const EMPTY_CASE_PREDICTION_DRAFT: CasePredictionDraft = {
  caseTitle: "",
  caseType: null,
  court: null,
  caseDescription: "",
  clientObjectives: "",
  opposingParty: "",
  keyFacts: "",
  legalIssues: "",
  evidenceStrength: "moderate",
  matter: null,
};

/** Spec §5: the button stays disabled until the title, the type and the description are filled in. */
export function hasRequiredFields(draft: CasePredictionDraft): boolean {
  return draft.caseTitle.trim() !== "" && draft.caseType !== null && draft.caseDescription.trim() !== "";
}

export type CasePredictionBuildResult = { request: TCasePredictionRequest } | { problem: string };

/**
 * The request to send, checked with the schema the server parses with, so the form refuses exactly
 * what the server would. A blank title, type or description answers the spec's message.
 */
export function buildCasePredictionRequest(draft: CasePredictionDraft): CasePredictionBuildResult {
  if (!hasRequiredFields(draft)) return { problem: CASE_PREDICTION_MESSAGES.missing.message };
  const parsed = ZCasePredictionRequest.safeParse({
    caseTitle: draft.caseTitle,
    caseType: draft.caseType,
    court: draft.court,
    caseDescription: draft.caseDescription,
    clientObjectives: draft.clientObjectives,
    opposingParty: draft.opposingParty,
    keyFacts: draft.keyFacts,
    legalIssues: draft.legalIssues,
    evidenceStrength: draft.evidenceStrength,
    matterId: draft.matter?.id ?? null,
  });
  if (!parsed.success) {
    return { problem: parsed.error.issues[0]?.message ?? CASE_PREDICTION_MESSAGES.missing.message };
  }
  return { request: parsed.data };
}
