import { describe, expect, it } from "vitest";
import { isLegalDocumentUnfinished, legalDocumentFileName, previewOf } from "./legal-writing-labels";

describe("previewOf", () => {
  it("keeps the first 500 characters and says there is more", () => {
    const content = "a".repeat(500) + "b".repeat(20);
    expect(previewOf(content)).toEqual({ text: "a".repeat(500), isCut: true });
  });

  it("keeps a draft of exactly 500 characters whole", () => {
    expect(previewOf("c".repeat(500))).toEqual({ text: "c".repeat(500), isCut: false });
  });
});

describe("legalDocumentFileName", () => {
  it("names the file after the title, leaving out characters a file system refuses", () => {
    expect(legalDocumentFileName("Opinion: restraint of trade / Mokoena", "txt")).toBe(
      "Opinion restraint of trade Mokoena.txt",
    );
    expect(legalDocumentFileName("Heads of Argument — Dube v Acme", "docx")).toBe(
      "Heads of Argument Dube v Acme.docx",
    );
  });

  it("never answers an empty name", () => {
    expect(legalDocumentFileName("???", "txt")).toBe("legal-document.txt");
  });
});

describe("isLegalDocumentUnfinished", () => {
  it("counts queued and running documents as unfinished, completed and failed ones as done", () => {
    expect(isLegalDocumentUnfinished({ status: "queued" })).toBe(true);
    expect(isLegalDocumentUnfinished({ status: "running" })).toBe(true);
    expect(isLegalDocumentUnfinished({ status: "completed" })).toBe(false);
    expect(isLegalDocumentUnfinished({ status: "failed" })).toBe(false);
  });
});
