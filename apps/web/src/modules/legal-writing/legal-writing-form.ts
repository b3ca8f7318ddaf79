import {
  LEGAL_WRITING_REQUIRED_MESSAGE,
  type TLegalWritingClientType,
  type TLegalWritingComplexity,
  type TLegalWritingDocumentType,
  type TLegalWritingJurisdiction,
  type TLegalWritingPracticeArea,
  type TLegalWritingRequest,
  type TLegalWritingTone,
  ZLegalWritingRequest,
} from "@inkundla/shared";
import type { ComponentProps } from "react";
import type { MatterChoice } from "../legal-research";
import type { ClientPicker } from "../office";

/** The client the office module's picker chooses (its type is not exported on its own). */
export type ClientChoice = NonNullable<ComponentProps<typeof ClientPicker>["value"]>;

/**
 * What the Compose form holds. The document type starts unchosen (the spec requires it); the other
 * lists start on the server's defaults, so leaving them alone asks for what the server would assume.
 */
export interface LegalWritingDraft {
  title: string;
  documentType: TLegalWritingDocumentType | null;
  practiceArea: TLegalWritingPracticeArea;
  tone: TLegalWritingTone;
  jurisdiction: TLegalWritingJurisdiction;
  clientType: TLegalWritingClientType;
  complexity: TLegalWritingComplexity;
  keyPoints: string;
  specificRequirements: string;
  precedentReferences: string;
  client: ClientChoice | null;
  matter: MatterChoice | null;
}

export const EMPTY_LEGAL_WRITING_DRAFT: LegalWritingDraft = {
  title: "",
  documentType: null,
  practiceArea: "commercial",
  tone: "formal",
  jurisdiction: "national",
  clientType: "individual",
  complexity: "intermediate",
  keyPoints: "",
  specificRequirements: "",
  precedentReferences: "",
  client: null,
  matter: null,
};

/** Spec §5: the button stays disabled until the title, the type and the key points are filled in. */
export function hasRequiredFields(draft: LegalWritingDraft): boolean {
  return draft.title.trim() !== "" && draft.documentType !== null && draft.keyPoints.trim() !== "";
}

export type LegalWritingBuildResult = { request: TLegalWritingRequest } | { problem: string };

/**
 * The request to send, checked with the schema the server parses with, so the form refuses exactly
 * what the server would. A blank title, type or key points answers the spec's message.
 */
export function buildLegalWritingRequest(draft: LegalWritingDraft): LegalWritingBuildResult {
  if (!hasRequiredFields(draft)) return { problem: LEGAL_WRITING_REQUIRED_MESSAGE };
  const parsed = ZLegalWritingRequest.safeParse({
    title: draft.title,
    documentType: draft.documentType,
    practiceArea: draft.practiceArea,
    tone: draft.tone,
    jurisdiction: draft.jurisdiction,
    clientType: draft.clientType,
    complexity: draft.complexity,
    keyPoints: draft.keyPoints,
    specificRequirements: draft.specificRequirements,
    precedentReferences: draft.precedentReferences,
    ...(draft.client ? { clientId: draft.client.id } : {}),
    ...(draft.matter ? { matterId: draft.matter.id } : {}),
  });
  if (!parsed.success) {
    return { problem: parsed.error.issues[0]?.message ?? LEGAL_WRITING_REQUIRED_MESSAGE };
  }
  return { request: parsed.data };
}
