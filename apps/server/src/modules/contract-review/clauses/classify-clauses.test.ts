import { describe, expect, it } from "vitest";
import {
  type ClauseCategoryId,
  CUAD_CATEGORIES,
  GENERAL_CATEGORIES,
  SOUTH_AFRICAN_CATEGORIES,
} from "../clause-categories.ts";
import { classifyClauses } from "./classify-clauses.ts";
import { SOUTH_AFRICAN_SALE_AGREEMENT } from "./clause-test-contracts.ts";
import { splitContractIntoClauses } from "./split-clauses.ts";

function labelsOf(text: string) {
  return classifyClauses(text, splitContractIntoClauses(text)).flatMap((clause) => clause.labels);
}

function labelledTexts(text: string, category: ClauseCategoryId): string[] {
  return labelsOf(text)
    .filter((label) => label.category === category)
    .map((label) => text.slice(label.start, label.end));
}

/**
 * One positive example per category, written as contracts commonly phrase the clause, and for the
 * categories that are easy to confuse a near miss that must not be labelled.
 */
const EXAMPLES: { category: ClauseCategoryId; positive: string; nearMiss?: string }[] = [
  {
    category: "renewal-term",
    positive: "This Agreement shall automatically renew for successive one-year periods.",
    nearMiss: "The Supplier shall renew its ISO certificate every year.",
  },
  {
    category: "notice-period-to-terminate-renewal",
    positive:
      "Either party may give notice of non-renewal at least 90 days before the end of the then-current term.",
    nearMiss: "Either party may give notice of a change of address at any time.",
  },
  {
    category: "governing-law",
    positive:
      "This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.",
    nearMiss: "Acme Inc. is a corporation organized under the laws of the State of Delaware.",
  },
  {
    category: "most-favored-nation",
    positive:
      "If the Supplier offers any other customer more favourable prices, it shall offer such prices to the Buyer.",
  },
  {
    category: "non-compete",
    positive:
      "During the Term the Distributor shall not, directly or indirectly, sell products that compete with the Products.",
    nearMiss: "The parties shall comply with the Competition Act and all competition law.",
  },
  {
    category: "exclusivity",
    positive: "The Company appoints the Distributor as its exclusive distributor in the Territory.",
    nearMiss: "The Company grants the Distributor a non-exclusive right to resell the Products.",
  },
  {
    category: "no-solicit-of-customers",
    positive:
      "The Agent shall not solicit any customers of the Company for a period of one year after termination.",
  },
  {
    category: "competitive-restriction-exception",
    positive:
      "Nothing in this Agreement shall prevent the Distributor from distributing competing products outside the Territory.",
  },
  {
    category: "no-solicit-of-employees",
    positive: "Neither party shall solicit or hire any employees of the other party during the Term.",
    nearMiss: "The Contractor shall pay its employees in accordance with applicable law.",
  },
  {
    category: "non-disparagement",
    positive: "The Consultant shall not make any statement that disparages the Company or its officers.",
  },
  {
    category: "termination-for-convenience",
    positive:
      "The Customer may terminate this Agreement for any reason upon thirty (30) days' written notice.",
    nearMiss:
      "Either party may terminate this Agreement upon written notice if the other party commits a material breach.",
  },
  {
    category: "rofr-rofo-rofn",
    positive:
      "The Licensee shall have a right of first refusal to acquire any new product developed by the Licensor.",
  },
  {
    category: "change-of-control",
    positive: "The Supplier may terminate this Agreement if the Customer undergoes a change of control.",
    nearMiss: '"Control" means the power to direct the management of an entity.',
  },
  {
    category: "anti-assignment",
    positive: "Neither party may assign this Agreement without the prior written consent of the other party.",
    nearMiss: "Capitalised terms have the meanings assigned to them in clause 1.",
  },
  {
    category: "revenue-profit-sharing",
    positive: "The Licensee shall pay the Licensor a royalty of 5% of Net Sales.",
  },
  {
    category: "price-restrictions",
    positive: "The Supplier shall not increase the prices of the Products during the first two years.",
  },
  {
    category: "minimum-commitment",
    positive: "The Distributor shall purchase a minimum quantity of 1,000 units in each calendar year.",
  },
  {
    category: "volume-restriction",
    positive:
      "If the number of users exceeds 500 named users, the Customer shall pay an additional fee for each user.",
  },
  {
    category: "ip-ownership-assignment",
    positive:
      "The Consultant hereby assigns to the Company all right, title and interest in the Work Product.",
    nearMiss: "All Confidential Information shall remain the property of the disclosing party.",
  },
  {
    category: "joint-ip-ownership",
    positive: "Any Joint Inventions shall be jointly owned by the parties.",
  },
  {
    category: "license-grant",
    positive: "The Licensor hereby grants to the Licensee a licence to use the Software.",
    nearMiss: "The Licensee shall not grant any licence to a third party.",
  },
  {
    category: "non-transferable-license",
    positive:
      "The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the Software.",
  },
  {
    category: "affiliate-license-licensor",
    positive: "Licensor and its Affiliates hereby grant to Licensee a licence under the Licensed Patents.",
  },
  {
    category: "affiliate-license-licensee",
    positive: "Licensor grants to Licensee and its Affiliates a licence to use the Software.",
  },
  {
    category: "unlimited-all-you-can-eat-license",
    positive: "The Customer may install an unlimited number of copies of the Software.",
  },
  {
    category: "irrevocable-or-perpetual-license",
    positive: "The Licensor grants the Licensee a perpetual, irrevocable licence to use the Software.",
    nearMiss: "The parties irrevocably submit to the jurisdiction of the courts of England.",
  },
  {
    category: "source-code-escrow",
    positive: "The Licensor shall deposit the source code of the Software with the escrow agent.",
  },
  {
    category: "post-termination-services",
    positive:
      "Upon termination of this Agreement, the Supplier shall continue to provide transition services for 90 days.",
  },
  {
    category: "audit-rights",
    positive: "The Licensor shall have the right to audit the books and records of the Licensee once a year.",
    nearMiss: "The Company shall deliver its audited financial statements within 90 days of year end.",
  },
  {
    category: "uncapped-liability",
    positive: "The limitations in this clause shall not apply to liability for gross negligence or fraud.",
  },
  {
    category: "cap-on-liability",
    positive:
      "The aggregate liability of the Supplier shall not exceed the fees paid in the preceding twelve months.",
  },
  {
    category: "liquidated-damages",
    positive: "The Contractor shall pay liquidated damages of R1 000 for each day of delay.",
  },
  {
    category: "warranty-duration",
    positive:
      "The Supplier warrants that the Products will be free from defects for a period of twelve (12) months from delivery.",
    nearMiss: "The Supplier warrants that it has full power to enter into this Agreement.",
  },
  {
    category: "insurance",
    positive: "The Contractor shall maintain public liability insurance with a reputable insurer.",
  },
  {
    category: "covenant-not-to-sue",
    positive: "The Licensee shall not contest the validity of the Licensor's trade marks.",
  },
  {
    category: "third-party-beneficiary",
    positive: "The Licensor's Affiliates are intended third party beneficiaries of this clause.",
    nearMiss: "Nothing in this Agreement confers any right on a third party beneficiary.",
  },
  {
    category: "domicilium",
    positive:
      "The parties choose as their domicilia citandi et executandi the addresses set out in clause 1.",
  },
  {
    category: "jurisdiction",
    positive:
      "The parties consent to the jurisdiction of the High Court of South Africa, Gauteng Division, Pretoria.",
  },
  {
    category: "breach-and-notice-to-remedy",
    positive:
      "If a party fails to remedy a breach within 14 days of written notice, the other party may cancel this Agreement.",
  },
  {
    category: "cession",
    positive: "The Purchaser may not cede its rights under this Agreement.",
    nearMiss: "Clause 4 shall precede clause 5 in the event of conflict.",
  },
  {
    category: "non-variation",
    positive:
      "No variation of this Agreement shall be of any force unless reduced to writing and signed by both parties.",
  },
  {
    category: "whole-agreement",
    positive: "This Agreement constitutes the whole agreement between the parties.",
  },
  {
    category: "arbitration",
    positive: "Any dispute shall be referred to arbitration in accordance with the rules of AFSA.",
    nearMiss: "The Company shall not act in an arbitrary manner.",
  },
  {
    category: "personal-information",
    positive: "Each party shall process personal information in accordance with POPIA.",
  },
  {
    category: "operator-terms",
    positive:
      "The Operator shall process personal information only with the knowledge or authorisation of the Responsible Party.",
  },
  {
    category: "restraint-of-trade",
    positive: "The Employee agrees to the restraint of trade in this clause for 12 months after termination.",
  },
  {
    category: "penalty",
    positive:
      "The penalty stipulated in this clause is subject to the Conventional Penalties Act 15 of 1962.",
    nearMiss: "The Seller shall pay all taxes, interest and penalties levied by SARS.",
  },
  {
    category: "interest",
    positive: "Overdue amounts shall bear interest at the prime rate plus 2% per annum.",
    nearMiss: "The Seller has no interest in any competing business.",
  },
  { category: "vat", positive: "All amounts are exclusive of VAT." },
  {
    category: "suspensive-condition",
    positive: "This Agreement is subject to the suspensive condition that the Purchaser obtains finance.",
  },
  {
    category: "definitions",
    positive: '"Business Day" means any day other than a Saturday, Sunday or public holiday.',
  },
  { category: "duration", positive: "This Agreement shall commence on the Signature Date." },
  { category: "payment", positive: "The Customer shall pay each invoice within 30 days." },
  {
    category: "confidentiality",
    positive: "The Recipient shall keep the Confidential Information in strict confidence.",
  },
  {
    category: "indemnity",
    positive: "The Supplier shall indemnify and hold the Customer harmless against all claims.",
  },
  { category: "force-majeure", positive: "Neither party is liable for delay caused by force majeure." },
  { category: "termination", positive: "The Seller may terminate this Agreement with immediate effect." },
  {
    category: "notices",
    positive: "All notices shall be in writing and are deemed to have been received on delivery.",
  },
  {
    category: "dispute-resolution",
    positive: "Any dispute arising out of this Agreement shall first be referred to mediation.",
  },
  { category: "signatures", positive: "IN WITNESS WHEREOF the parties have signed this Agreement." },
];

const PREAMBLE = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is made on 25 September 2018 by and between Acme Inc., a Delaware corporation ("Acme"), and Beta (Pty) Ltd ("Beta").

WHEREAS Acme provides services.

1. Term
1.1 This Agreement shall be effective as of 1 October 2018 (the "Effective Date").
1.2 This Agreement shall continue in force until 30 September 2021.
`;

const DOCUMENT_EXAMPLES: { category: ClauseCategoryId; shows: string }[] = [
  { category: "document-name", shows: "MASTER SERVICES AGREEMENT" },
  { category: "parties", shows: "Acme Inc." },
  { category: "agreement-date", shows: "25 September 2018" },
  { category: "effective-date", shows: "1 October 2018" },
  { category: "expiration-date", shows: "30 September 2021" },
];

describe("classifyClauses", () => {
  it("has a positive example in these tests for every category of the taxonomy", () => {
    const covered = new Set([...EXAMPLES, ...DOCUMENT_EXAMPLES].map((example) => example.category));
    const all = [...CUAD_CATEGORIES, ...SOUTH_AFRICAN_CATEGORIES, ...GENERAL_CATEGORIES].map(
      (category) => category.id,
    );
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  for (const example of EXAMPLES) {
    it(`labels ${example.category} on the sentence that shows it`, () => {
      const text = `12. General\n12.1 The parties agree as follows.\n12.2 ${example.positive}\n`;
      const spans = labelledTexts(text, example.category);
      expect(
        spans.some((span) => span.includes(example.positive) && span.length < example.positive.length + 8),
      ).toBe(true);
    });
    if (example.nearMiss) {
      const nearMiss = example.nearMiss;
      it(`does not label ${example.category} on a near miss`, () => {
        const text = `12. General\n12.1 The parties agree as follows.\n12.2 ${nearMiss}\n`;
        expect(labelledTexts(text, example.category)).toEqual([]);
      });
    }
  }

  for (const example of DOCUMENT_EXAMPLES) {
    it(`labels ${example.category} where the contract states it`, () => {
      const spans = labelledTexts(PREAMBLE, example.category);
      expect(spans.some((span) => span.includes(example.shows))).toBe(true);
    });
  }

  it("uses the parent clause's heading: a liability cap under LIMITATION OF LIABILITY scores higher", () => {
    const sentence = "The Supplier's liability is limited to the fees paid.";
    const headed = labelsOf(`11. LIMITATION OF LIABILITY\n11.1 ${sentence}\n12. Other\n12.1 Text here.`);
    const bare = labelsOf(`11. Miscellaneous\n11.1 ${sentence}\n12. Other\n12.1 Text here.`);
    const confidenceOf = (labels: typeof headed) =>
      labels.find((label) => label.category === "cap-on-liability")?.confidence;
    expect(confidenceOf(headed)).toBeGreaterThan(confidenceOf(bare)!);
  });

  it("labels a clause by an unambiguous heading when its wording is unusual", () => {
    const text =
      "1. Whole Agreement\n1.1 Nothing outside these pages binds either party in any way.\n2. Other\n2.1 Text.";
    expect(labelledTexts(text, "whole-agreement")).toEqual([
      "1.1 Nothing outside these pages binds either party in any way.",
    ]);
  });

  it("finds the South African clauses of a South African sale agreement", () => {
    const categories = new Set(labelsOf(SOUTH_AFRICAN_SALE_AGREEMENT).map((label) => label.category));
    for (const expected of [
      "suspensive-condition",
      "vat",
      "interest",
      "restraint-of-trade",
      "breach-and-notice-to-remedy",
      "cession",
      "domicilium",
      "whole-agreement",
      "non-variation",
      "governing-law",
      "parties",
    ] as const) {
      expect(categories.has(expected), expected).toBe(true);
    }
  });

  it("gives every label a span inside its clause, except document facts placed in the preamble", () => {
    const classified = classifyClauses(
      SOUTH_AFRICAN_SALE_AGREEMENT,
      splitContractIntoClauses(SOUTH_AFRICAN_SALE_AGREEMENT),
    );
    for (const clause of classified) {
      for (const label of clause.labels) {
        expect(label.start).toBeGreaterThanOrEqual(clause.start);
        expect(label.start).toBeLessThan(clause.end);
        expect(label.end).toBeGreaterThan(label.start);
      }
    }
  });

  it("classifies a 300 KB contract in well under two seconds", () => {
    const clause = (number: number) =>
      `${number}. GENERAL\n${number}.1 The Supplier shall not assign this Agreement without the prior written consent of the Customer, and any purported assignment is void. The Customer shall pay each invoice within 30 days. This Agreement is governed by the laws of South Africa.\n`;
    const text = Array.from({ length: 1200 }, (_, index) => clause(index + 1)).join("\n");
    expect(text.length).toBeGreaterThan(300_000);
    const startedAt = performance.now();
    classifyClauses(text, splitContractIntoClauses(text));
    expect(performance.now() - startedAt).toBeLessThan(2000);
  });
});
