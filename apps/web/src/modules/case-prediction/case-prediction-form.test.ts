import { CASE_PREDICTION_MESSAGES } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  buildCasePredictionRequest,
  type CasePredictionDraft,
  EMPTY_CASE_PREDICTION_DRAFT,
  hasRequiredFields,
} from "./case-prediction-form";

const FILLED: CasePredictionDraft = {
  ...EMPTY_CASE_PREDICTION_DRAFT,
  caseTitle: "  Supplier v Retailer  ",
  caseType: "Contract Disputes",
  caseDescription: "Goods delivered and not paid for.",
};

describe("hasRequiredFields", () => {
  it("needs a title, a case type and a description that are not blank", () => {
    expect(hasRequiredFields(FILLED)).toBe(true);
    expect(hasRequiredFields({ ...FILLED, caseTitle: "  " })).toBe(false);
    expect(hasRequiredFields({ ...FILLED, caseType: null })).toBe(false);
    expect(hasRequiredFields({ ...FILLED, caseDescription: "\n\t" })).toBe(false);
  });
});

describe("buildCasePredictionRequest", () => {
  it("answers the spec's message when a required field is blank", () => {
    expect(buildCasePredictionRequest({ ...FILLED, caseDescription: " " })).toEqual({
      problem: CASE_PREDICTION_MESSAGES.missing.message,
    });
  });

  it("sends the nine case fields trimmed, with no court or matter when none is chosen", () => {
    expect(buildCasePredictionRequest(FILLED)).toEqual({
      request: {
        caseTitle: "Supplier v Retailer",
        caseType: "Contract Disputes",
        court: null,
        caseDescription: "Goods delivered and not paid for.",
        clientObjectives: "",
        opposingParty: "",
        keyFacts: "",
        legalIssues: "",
        evidenceStrength: "moderate",
        matterId: null,
      },
    });
  });

  it("ties the prediction to the chosen matter and court", () => {
    const built = buildCasePredictionRequest({
      ...FILLED,
      court: "Labour Court",
      evidenceStrength: "very_weak",
      matter: { id: "22222222-2222-4222-8222-222222222222", label: "MAT-1 · Supplier v Retailer" },
    });
    expect(built).toMatchObject({
      request: {
        court: "Labour Court",
        evidenceStrength: "very_weak",
        matterId: "22222222-2222-4222-8222-222222222222",
      },
    });
  });
});
