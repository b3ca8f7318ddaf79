import { LEGAL_WRITING_REQUIRED_MESSAGE } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  buildLegalWritingRequest,
  EMPTY_LEGAL_WRITING_DRAFT,
  hasRequiredFields,
  type LegalWritingDraft,
} from "./legal-writing-form";

const FILLED: LegalWritingDraft = {
  ...EMPTY_LEGAL_WRITING_DRAFT,
  title: "  Opinion on the restraint  ",
  documentType: "legal_opinion",
  keyPoints: "The employee signed a 24-month restraint.",
};

describe("hasRequiredFields", () => {
  it("needs a title, a document type and key points that are not blank", () => {
    expect(hasRequiredFields(FILLED)).toBe(true);
    expect(hasRequiredFields({ ...FILLED, title: "   " })).toBe(false);
    expect(hasRequiredFields({ ...FILLED, documentType: null })).toBe(false);
    expect(hasRequiredFields({ ...FILLED, keyPoints: "\n \t" })).toBe(false);
  });
});

describe("buildLegalWritingRequest", () => {
  it("answers the spec's message when a required field is blank", () => {
    expect(buildLegalWritingRequest({ ...FILLED, keyPoints: " " })).toEqual({
      problem: LEGAL_WRITING_REQUIRED_MESSAGE,
    });
  });

  it("sends the ten writing fields trimmed, with the server's defaults for the lists left alone", () => {
    expect(buildLegalWritingRequest(FILLED)).toEqual({
      request: {
        title: "Opinion on the restraint",
        documentType: "legal_opinion",
        practiceArea: "commercial",
        tone: "formal",
        jurisdiction: "national",
        clientType: "individual",
        complexity: "intermediate",
        keyPoints: "The employee signed a 24-month restraint.",
        specificRequirements: "",
        precedentReferences: "",
      },
    });
  });

  it("files the document on the chosen client and matter", () => {
    const built = buildLegalWritingRequest({
      ...FILLED,
      client: { id: "11111111-1111-4111-8111-111111111111", name: "Sipho Dube" },
      matter: { id: "22222222-2222-4222-8222-222222222222", label: "MAT-1 · Dube v Acme" },
    });
    expect(built).toMatchObject({
      request: {
        clientId: "11111111-1111-4111-8111-111111111111",
        matterId: "22222222-2222-4222-8222-222222222222",
      },
    });
  });
});
