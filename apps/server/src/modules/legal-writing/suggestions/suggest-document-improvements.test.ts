import { describe, expect, it } from "vitest";
import { suggestDocumentImprovements } from "./suggest-document-improvements.ts";

describe("suggestDocumentImprovements", () => {
  it("runs every check on an edited draft's HTML", () => {
    const html =
      "<h2>ARGUMENT</h2><p>See Smith v. Jones [2019] ZACC 3.</p>" +
      `<p>${Array.from({ length: 65 }, () => "word").join(" ")}.</p>`;
    const suggestions = suggestDocumentImprovements({
      html,
      documentType: "heads_of_argument",
      resolveCitation: () => false,
    });
    expect(suggestions.map((suggestion) => suggestion.id.replace(/-\d+$/, ""))).toEqual([
      "missing-relief",
      "unresolved-citation",
      "citation-format",
      "overlong-sentence",
    ]);
  });

  it("reads plain text when no HTML is given", () => {
    expect(suggestDocumentImprovements({ text: "Dear Sir", documentType: "legal_letter" })).toHaveLength(2);
  });

  it("gives each suggestion a distinct id", () => {
    const suggestions = suggestDocumentImprovements({
      text: "See 2021 ZASCA 41 and 2021 ZASCA 41.",
      documentType: "legal_opinion",
    });
    expect(new Set(suggestions.map((suggestion) => suggestion.id)).size).toBe(suggestions.length);
    expect(suggestions).toHaveLength(2);
  });
});
