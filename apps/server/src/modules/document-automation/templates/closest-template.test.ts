import { describe, expect, it } from "vitest";
import { findBuiltinTemplate } from "./builtin-templates.ts";
import {
  ASSISTANT_DOCUMENT_TYPES,
  type AssistantDocumentType,
  closestTemplate,
  templateForAssistantType,
} from "./closest-template.ts";

function closestKey(prompt: string, documentType?: string): string {
  return closestTemplate(documentType === undefined ? { prompt } : { prompt, documentType }).template.key;
}

describe("closestTemplate", () => {
  it.each([
    ["letter demanding payment of R50 000 owed for services", "letter-of-demand"],
    ["sworn statement", "affidavit"],
    ["a sworn statement by the client about the accident", "affidavit"],
    ["NDA before we share our designs with a potential investor", "non-disclosure-agreement"],
    ["confidentiality agreement", "non-disclosure-agreement"],
    ["lease for a flat in Sea Point, rent R12 000 a month with a deposit", "residential-lease"],
    ["the debtor acknowledges he owes R30 000 and will repay in instalments", "acknowledgement-of-debt"],
    [
      "power of attorney for the conveyancer to pass transfer of erf 123",
      "special-power-of-attorney-transfer",
    ],
    ["general power of attorney so my sister can handle my bank accounts", "general-power-of-attorney"],
    [
      "we were served with summons and the client wants to defend the action",
      "notice-of-intention-to-defend",
    ],
    ["application to court for an interdict, notice of motion", "notice-of-motion"],
    ["round robin board resolution opening a bank account", "directors-resolution"],
    ["fee agreement with hourly rates and a trust deposit", "mandate-and-fee-agreement"],
    ["settle the dispute for R100 000 in full and final settlement", "settlement-agreement"],
    ["engagement letter for a new client", "engagement-letter"],
    [
      "section 129 notice to a consumer in arrears on a vehicle finance agreement",
      "letter-of-demand-credit-agreement",
    ],
    ["memo on whether the claim has prescribed", "legal-memorandum"],
    ["agreement for the supply of IT support services", "service-contract"],
    ["power of attorney", "general-power-of-attorney"],
  ])("matches %j to %s", (prompt, key) => {
    expect(closestKey(prompt)).toBe(key);
  });

  it("says which words matched, with a positive score", () => {
    const match = closestTemplate({ prompt: "letter demanding payment of R50 000 owed for services" });
    expect(match.score).toBeGreaterThan(0);
    expect(match.matchedTerms).toEqual(expect.arrayContaining(["demand", "payment", "owed"]));
    expect(match.reason).toContain('"demand"');
  });

  it("lets the chosen document type decide between close templates", () => {
    expect(closestKey("a letter to the client about the matter", "letter")).toBe("letter-of-demand");
    expect(closestKey("confirmation of instructions to a new client", "letter")).toBe("engagement-letter");
  });

  it("falls back to the document type's own template when no word matches", () => {
    const match = closestTemplate({ prompt: "xyz", documentType: "affidavit" });
    expect(match.template.key).toBe("affidavit");
    expect(match.score).toBe(0);
    expect(match.reason).toContain("Affidavit");
  });

  it("falls back to the legal memorandum when neither words nor type say anything", () => {
    expect(closestTemplate({ prompt: "" })).toMatchObject({
      score: 0,
      template: { key: "legal-memorandum" },
    });
  });
});

describe("the AI assistant's document types", () => {
  it("each have a real template", () => {
    const types = Object.keys(ASSISTANT_DOCUMENT_TYPES) as AssistantDocumentType[];
    expect(types).toEqual([
      "contract",
      "agreement",
      "letter",
      "memorandum",
      "affidavit",
      "power_of_attorney",
    ]);
    for (const type of types) {
      expect(findBuiltinTemplate(ASSISTANT_DOCUMENT_TYPES[type].templateKey), type).toBeDefined();
    }
  });

  it("map contract to the service agreement and memorandum to the legal memorandum", () => {
    expect(templateForAssistantType("contract").key).toBe("service-contract");
    expect(templateForAssistantType("memorandum").key).toBe("legal-memorandum");
    expect(templateForAssistantType("power_of_attorney").key).toBe("general-power-of-attorney");
  });
});
