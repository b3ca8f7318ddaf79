import { LEGAL_WRITING_DOCUMENT_TYPES, type TLegalWritingDocumentType } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { findCitations } from "../../corpus/index.ts";
import { suggestDocumentImprovements } from "../suggestions/index.ts";
import { draftLegalDocument } from "./draft-legal-document.ts";
import type { GroundingSource, LegalWritingRequest } from "./legal-writing-request.ts";

// Hand-written passages in the form the corpus retrieval returns them; no real judgment's wording.
const NOTICE_SOURCE: GroundingSource = {
  citation: "Mokoena v Karoo Farms (Pty) Ltd [2021] ZASCA 7",
  title: "Mokoena v Karoo Farms (Pty) Ltd",
  pinpoint: "para 6",
  text: "The lease required written notice of fourteen days. A landlord who cancels without the notice to remedy the breach acts unlawfully.",
};
const RESTRAINT_SOURCE: GroundingSource = {
  citation: "Sibiya v Coastal Pharmacy CC 2019 (3) SA 101 (SCA); [2019] ZASCA 12",
  title: "Sibiya v Coastal Pharmacy CC",
  pinpoint: "para 14",
  text: "A restraint of trade is enforceable unless it is unreasonable. The employer must show a protectable interest in its customer connections.",
};

function request(overrides: Partial<LegalWritingRequest> = {}): LegalWritingRequest {
  return {
    title: "Cancellation of the Karoo lease",
    documentType: "heads_of_argument",
    practiceArea: "property",
    tone: "formal",
    jurisdiction: "western_cape",
    clientType: "individual",
    complexity: "intermediate",
    keyPoints:
      "The landlord cancelled the lease without giving the fourteen days' written notice to remedy.\n" +
      "The tenant built up its customer connections over ten years.",
    specificRequirements: "",
    precedentReferences: "",
    ...overrides,
  };
}

function caseCitationKeys(text: string): string[] {
  return findCitations(text)
    .filter((citation) => citation.kind === "neutral" || citation.kind === "law_report")
    .map((citation) => citation.key);
}

/** The parts each South African form must have, in words a reader looks for. */
const REQUIRED_PARTS: Record<TLegalWritingDocumentType, string[]> = {
  legal_opinion: ["QUESTIONS", "SHORT ANSWER", "FACTS", "DISCUSSION", "CONCLUSION"],
  legal_memorandum: [
    "MEMORANDUM",
    "To:",
    "From:",
    "QUESTIONS PRESENTED",
    "SHORT ANSWER",
    "DISCUSSION",
    "CONCLUSION",
  ],
  court_application: [
    "NOTICE OF MOTION",
    "FOUNDING AFFIDAVIT",
    "do hereby make oath and state that:",
    "COMMISSIONER OF OATHS",
  ],
  affidavit: [
    "I, the undersigned, [FULL NAMES OF DEPONENT], do hereby make oath and state that:",
    "DEPONENT",
    "COMMISSIONER OF OATHS",
    "signed and sworn to before me",
    "[case number]",
  ],
  notice_of_motion: [
    "for an order in the following terms:",
    "Uniform Rule 6(5)(b)(iii)",
    "not less than five days after service",
    "within fifteen days",
    "TAKE NOTICE FURTHER",
    "Applicant's Attorneys",
    "Further and/or alternative relief.",
  ],
  heads_of_argument: [
    "HEADS OF ARGUMENT",
    "INTRODUCTION",
    "FACTS AND COMMON CAUSE",
    "ISSUES",
    "ARGUMENT",
    "RELIEF SOUGHT",
    "[NAME OF COUNSEL]",
    "Date: [date]",
    "LIST OF AUTHORITIES",
  ],
  legal_brief: [
    "BRIEF TO COUNSEL",
    "Instructing attorneys:",
    "POINTS FOR COUNSEL'S ATTENTION",
    "COUNSEL IS REQUESTED TO",
  ],
  settlement_agreement: [
    "SETTLEMENT AGREEMENT",
    "PARTIES",
    "RECORDALS",
    "SETTLEMENT TERMS",
    "FULL AND FINAL SETTLEMENT",
    "SIGNED at [place]",
    "AS WITNESS",
  ],
  legal_letter: [
    "[FIRM NAME]",
    "Our ref:",
    "Your ref:",
    "Date: [date]",
    "RE: CANCELLATION OF THE KAROO LEASE",
    "Yours faithfully",
  ],
  contract_analysis: [
    "CONTRACT ANALYSIS",
    "ANALYSIS OF KEY PROVISIONS",
    "RISKS",
    "RECOMMENDATIONS",
    "CONCLUSION",
  ],
  case_summary: ["CASE SUMMARY", "FACTS", "ISSUES", "REASONING", "ORDER"],
  legal_research_report: [
    "LEGAL RESEARCH REPORT",
    "RESEARCH QUESTIONS",
    "SUMMARY OF FINDINGS",
    "ANALYSIS",
    "CONCLUSION",
  ],
};

describe("draftLegalDocument: every document type", () => {
  for (const documentType of LEGAL_WRITING_DOCUMENT_TYPES) {
    it(`drafts a ${documentType} with its form's parts and the person's key points`, () => {
      const draft = draftLegalDocument(request({ documentType }), [NOTICE_SOURCE, RESTRAINT_SOURCE]);
      for (const part of REQUIRED_PARTS[documentType]) expect(draft.text).toContain(part);
      expect(draft.text).toContain(
        "The landlord cancelled the lease without giving the fourteen days' written notice to remedy.",
      );
      expect(draft.html).toContain("The tenant built up its customer connections over ten years");
    });

    it(`cites nothing in a ${documentType} but the sources`, () => {
      const draft = draftLegalDocument(
        request({ documentType, precedentReferences: "[2018] ZACC 44\nS v Nobody 1999 (2) SA 77 (A)" }),
        [NOTICE_SOURCE, RESTRAINT_SOURCE],
      );
      const allowed = new Set([
        ...caseCitationKeys(NOTICE_SOURCE.citation),
        ...caseCitationKeys(RESTRAINT_SOURCE.citation),
      ]);
      for (const key of caseCitationKeys(draft.text)) expect(allowed).toContain(key);
      expect(draft.notFound).toEqual(["[2018] ZACC 44", "1999 (2) SA 77 (A)"]);
    });

    it(`leaves a ${documentType} draft free of overlong sentences and missing parts`, () => {
      const draft = draftLegalDocument(request({ documentType }), [NOTICE_SOURCE]);
      const suggestions = suggestDocumentImprovements({ html: draft.html, documentType });
      expect(suggestions.map((suggestion) => suggestion.id)).toEqual([]);
    });
  }
});

describe("draftLegalDocument: citations", () => {
  it("places each source at the key point its passage shares most words with, with its pinpoint", () => {
    const draft = draftLegalDocument(request(), [RESTRAINT_SOURCE, NOTICE_SOURCE]);
    const argument = draft.text.slice(draft.text.indexOf("\nARGUMENT\n"));
    const notice = argument.indexOf("See Mokoena v Karoo Farms (Pty) Ltd [2021] ZASCA 7 para 6");
    const restraint = argument.indexOf(
      "See Sibiya v Coastal Pharmacy CC 2019 (3) SA 101 (SCA); [2019] ZASCA 12 para 14",
    );
    const firstPoint = argument.indexOf("The landlord cancelled");
    const secondPoint = argument.indexOf("The tenant built up");
    expect(firstPoint).toBeGreaterThan(-1);
    expect(firstPoint).toBeLessThan(notice);
    expect(notice).toBeLessThan(secondPoint);
    expect(secondPoint).toBeLessThan(restraint);
    expect(draft.citations.map((citation) => citation.caseRef)).toEqual([
      "Mokoena v Karoo Farms (Pty) Ltd",
      "Sibiya v Coastal Pharmacy CC",
    ]);
  });

  it("quotes the passage's sentence that matches the point and reports it as the citation's context", () => {
    const draft = draftLegalDocument(request(), [NOTICE_SOURCE]);
    const quoted = "The lease required written notice of fourteen days.";
    expect(draft.html).toContain(`<blockquote><p>“${quoted}”</p></blockquote>`);
    expect(draft.citations[0]).toMatchObject({
      citation: "Mokoena v Karoo Farms (Pty) Ltd [2021] ZASCA 7 para 6",
      context: quoted,
    });
    expect(draft.citations[0]!.relevance).toBeGreaterThan(0);
    expect(draft.citations[0]!.relevance).toBeLessThanOrEqual(100);
  });

  it("does not cite a source whose passage shares no word with any key point", () => {
    const unrelated: GroundingSource = { ...RESTRAINT_SOURCE, text: "Zebras graze quietly." };
    const draft = draftLegalDocument(request(), [unrelated]);
    expect(draft.citations).toEqual([]);
    expect(draft.text).not.toContain("Sibiya");
  });

  it("cites a precedent reference the sources carry, and lists one they do not as not found, never in the draft", () => {
    const draft = draftLegalDocument(
      request({
        precedentReferences:
          "Mokoena v Karoo Farms [2021] ZASCA 7; Dlamini v Minister of Police [2020] ZACC 99",
      }),
      [NOTICE_SOURCE],
    );
    expect(draft.text).toContain("[2021] ZASCA 7");
    expect(draft.notFound).toEqual(["[2020] ZACC 99"]);
    expect(draft.html).not.toContain("ZACC 99");
    expect(draft.html).not.toContain("Dlamini");
  });

  it("cites a requested source that matches no point as further authority", () => {
    const unrelated: GroundingSource = { ...RESTRAINT_SOURCE, text: "Zebras graze quietly." };
    const draft = draftLegalDocument(request({ precedentReferences: "2019 (3) SA 101 (SCA)" }), [unrelated]);
    expect(draft.text).toContain(
      "Further authority: Sibiya v Coastal Pharmacy CC 2019 (3) SA 101 (SCA); [2019] ZASCA 12 para 14.",
    );
    expect(draft.citations).toHaveLength(1);
    expect(draft.citations[0]!.relevance).toBe(0);
  });

  it("matches a precedent typed by name alone against the sources' titles", () => {
    const unrelated: GroundingSource = { ...NOTICE_SOURCE, text: "Zebras graze quietly." };
    const found = draftLegalDocument(request({ precedentReferences: "Mokoena v Karoo Farms" }), [unrelated]);
    expect(found.notFound).toEqual([]);
    expect(found.text).toContain("Further authority: Mokoena");
    const missing = draftLegalDocument(request({ precedentReferences: "Ndlovu v Ngcobo" }), [unrelated]);
    expect(missing.notFound).toEqual(["Ndlovu v Ngcobo"]);
  });

  it("takes a case citation out of the person's key points when no source carries it", () => {
    const draft = draftLegalDocument(
      request({ keyPoints: "The notice was defective, as held in [2017] ZAGPJHC 310 para 4." }),
      [],
    );
    expect(draft.text).toContain("as held in [citation not found in the corpus].");
    expect(draft.html).not.toContain("ZAGPJHC");
    expect(draft.notFound).toEqual(["[2017] ZAGPJHC 310"]);
  });

  it("cites no authority in an affidavit, which states facts", () => {
    const draft = draftLegalDocument(request({ documentType: "affidavit" }), [NOTICE_SOURCE]);
    expect(draft.citations).toEqual([]);
    expect(draft.text).not.toContain("ZASCA");
  });
});

describe("draftLegalDocument: form, tone and jurisdiction", () => {
  it("heads the court papers with the chosen court", () => {
    expect(draftLegalDocument(request({ jurisdiction: "western_cape" }), []).text).toContain(
      "IN THE HIGH COURT OF SOUTH AFRICA, WESTERN CAPE DIVISION, CAPE TOWN",
    );
    expect(draftLegalDocument(request({ jurisdiction: "labour_court" }), []).text).toContain(
      "IN THE LABOUR COURT OF SOUTH AFRICA, HELD AT [",
    );
    expect(draftLegalDocument(request({ jurisdiction: "competition_tribunal" }), []).text).toContain(
      "IN THE COMPETITION TRIBUNAL OF SOUTH AFRICA",
    );
    expect(draftLegalDocument(request({ jurisdiction: "supreme_court_of_appeal" }), []).text).toContain(
      "Appellant",
    );
  });

  it("gives the Rule 6(5)(b) periods only in the High Court, and placeholders under other rules", () => {
    const highCourt = draftLegalDocument(request({ documentType: "notice_of_motion" }), []);
    const labourCourt = draftLegalDocument(
      request({ documentType: "notice_of_motion", jurisdiction: "labour_court" }),
      [],
    );
    expect(highCourt.text).toContain("Uniform Rule 6(5)(b)(iii)");
    expect(labourCourt.text).not.toContain("Uniform Rule");
    expect(labourCourt.text).toContain("[the applicable rule of this court]");
  });

  it("numbers the affidavit's averments, one a key point, after the deponent's introduction", () => {
    const draft = draftLegalDocument(
      request({ documentType: "affidavit", keyPoints: "I signed the lease.\nI paid the deposit." }),
      [],
    );
    expect(draft.text).toContain("3. I signed the lease.\n\n4. I paid the deposit.");
  });

  it("writes a notice of motion's key points as its prayers", () => {
    const draft = draftLegalDocument(
      request({
        documentType: "notice_of_motion",
        keyPoints: "Declaring the cancellation unlawful\nCosts of suit",
      }),
      [],
    );
    expect(draft.html).toContain(
      "<ol><li><p>Declaring the cancellation unlawful.</p></li><li><p>Costs of suit.</p></li>",
    );
    expect(draft.text).not.toContain("[costs order sought, if any]");
  });

  it("splits a court application's key points into prayers and averments", () => {
    const draft = draftLegalDocument(
      request({
        documentType: "court_application",
        keyPoints: "Declaring the cancellation unlawful\nI paid the rent every month.",
      }),
      [],
    );
    const affidavitStart = draft.text.indexOf("FOUNDING AFFIDAVIT");
    expect(draft.text.indexOf("Declaring the cancellation unlawful.")).toBeLessThan(affidavitStart);
    expect(draft.text.indexOf("I paid the rent every month.")).toBeGreaterThan(affidavitStart);
    expect(draft.html).toContain('<div data-page-break="true"></div>');
  });

  it("marks a conciliatory letter without prejudice, and no other", () => {
    const conciliatory = draftLegalDocument(
      request({ documentType: "legal_letter", tone: "conciliatory" }),
      [],
    );
    const assertive = draftLegalDocument(request({ documentType: "legal_letter", tone: "assertive" }), []);
    expect(conciliatory.text).toContain("WITHOUT PREJUDICE");
    expect(conciliatory.text).toContain("Yours sincerely");
    expect(assertive.text).not.toContain("WITHOUT PREJUDICE");
    expect(assertive.text).toContain("We require your response by [date].");
  });

  it("changes the fixed phrasing with the tone", () => {
    const formal = draftLegalDocument(request({ tone: "formal" }), []);
    const academic = draftLegalDocument(request({ tone: "academic" }), []);
    expect(formal.text).toContain("In the circumstances, it is respectfully submitted that");
    expect(academic.text).toContain("It follows from the foregoing analysis that");
  });

  it("numbers a settlement agreement's terms as clauses", () => {
    const draft = draftLegalDocument(
      request({
        documentType: "settlement_agreement",
        keyPoints: "The Second Party pays R50 000 by 1 March 2025.",
      }),
      [],
    );
    expect(draft.html).toContain('<ol data-numbering="clauses">');
    expect(draft.text).toContain("3.1 The Second Party pays R50 000 by 1 March 2025.");
  });

  it("lists key points written as questions as the opinion's questions", () => {
    const draft = draftLegalDocument(
      request({
        documentType: "legal_opinion",
        keyPoints: "Is the restraint of trade enforceable?\nThe employee left in May.",
      }),
      [],
    );
    expect(draft.html).toContain(
      "<h2>QUESTIONS</h2><ol><li><p>Is the restraint of trade enforceable?</p></li></ol>",
    );
  });

  it("adds assumptions and qualifications to advanced and expert opinions only", () => {
    expect(
      draftLegalDocument(request({ documentType: "legal_opinion", complexity: "expert" }), []).text,
    ).toContain("ASSUMPTIONS AND QUALIFICATIONS");
    expect(
      draftLegalDocument(request({ documentType: "legal_opinion", complexity: "basic" }), []).text,
    ).not.toContain("ASSUMPTIONS AND QUALIFICATIONS");
  });

  it("keeps the person's specific requirements as a drafting note to remove", () => {
    const draft = draftLegalDocument(
      request({ specificRequirements: "Ask for costs on the attorney and client scale." }),
      [],
    );
    expect(draft.text).toContain(
      "Drafting note (remove before use): Ask for costs on the attorney and client scale.",
    );
  });

  it("escapes the person's text in the HTML", () => {
    const draft = draftLegalDocument(request({ keyPoints: "The amount is < R5 000 & <b>unpaid</b>." }), []);
    expect(draft.html).toContain("The amount is &lt; R5 000 &amp; &lt;b&gt;unpaid&lt;/b&gt;.");
    expect(draft.html).not.toContain("<b>");
  });

  it("drafts with placeholders when there are no key points", () => {
    const draft = draftLegalDocument(request({ keyPoints: "" }), []);
    expect(draft.text).toContain("[the argument]");
  });
});
