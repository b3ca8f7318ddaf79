import { describe, expect, it } from "vitest";
import { paragraphLabel, paragraphReaderPath, partiesLine } from "./case-summary-paragraphs";

const DOCUMENT_ID = "11111111-1111-4111-8111-111111111111";

describe("paragraphLabel", () => {
  it("writes a paragraph in square brackets whether or not it came with them", () => {
    expect(paragraphLabel("[12]")).toBe("[12]");
    expect(paragraphLabel("12")).toBe("[12]");
    expect(paragraphLabel(" [ 7 ] ")).toBe("[7]");
  });

  it("gives nothing for a sentence from an unnumbered paragraph", () => {
    expect(paragraphLabel(null)).toBeNull();
    expect(paragraphLabel("[]")).toBeNull();
  });
});

describe("paragraphReaderPath", () => {
  it("opens the reader at the paragraph as the corpus names it ('para 12')", () => {
    expect(paragraphReaderPath(DOCUMENT_ID, "[12]")).toBe(
      `/legal-research/documents/${DOCUMENT_ID}?at=para+12`,
    );
  });

  it("opens the reader at the top for an unnumbered paragraph", () => {
    expect(paragraphReaderPath(DOCUMENT_ID, null)).toBe(`/legal-research/documents/${DOCUMENT_ID}`);
  });
});

describe("partiesLine", () => {
  it("joins a side's names, or gives nothing when none were found", () => {
    expect(partiesLine(["Minister of Police", "Another"])).toBe("Minister of Police; Another");
    expect(partiesLine([])).toBeNull();
  });
});
