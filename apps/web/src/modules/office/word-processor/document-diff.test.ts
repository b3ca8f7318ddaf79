import { describe, expect, it } from "vitest";
import { diffDocuments, diffWords, hasDifferences } from "./document-diff";

describe("diffWords", () => {
  it("marks a replaced word as the old one deleted, then the new one inserted", () => {
    expect(diffWords("pay within 30 days of demand", "pay within 14 days of demand")).toEqual([
      { kind: "unchanged", text: "pay within" },
      { kind: "deleted", text: "30" },
      { kind: "inserted", text: "14" },
      { kind: "unchanged", text: "days of demand" },
    ]);
  });

  it("finds words added at the end and removed from the start", () => {
    expect(diffWords("The Tenant shall pay rent", "Tenant shall pay rent monthly in advance")).toEqual([
      { kind: "deleted", text: "The" },
      { kind: "unchanged", text: "Tenant shall pay rent" },
      { kind: "inserted", text: "monthly in advance" },
    ]);
  });

  it("does not count a change of spacing as a change", () => {
    expect(diffWords("the  parties agree", " the parties\tagree ")).toEqual([
      { kind: "unchanged", text: "the parties agree" },
    ]);
  });

  it("handles an empty side as a whole insertion or deletion", () => {
    expect(diffWords("", "new words")).toEqual([{ kind: "inserted", text: "new words" }]);
    expect(diffWords("old words", "")).toEqual([{ kind: "deleted", text: "old words" }]);
    expect(diffWords("", "")).toEqual([]);
  });
});

describe("diffDocuments", () => {
  it("keeps paragraphs both versions share and marks an added and a removed paragraph", () => {
    const diff = diffDocuments(
      ["1. Parties", "2. Old clause to go", "3. Payment"],
      ["1. Parties", "3. Payment", "4. Domicilium"],
    );
    expect(diff).toEqual([
      { kind: "unchanged", text: "1. Parties" },
      { kind: "deleted", text: "2. Old clause to go" },
      { kind: "unchanged", text: "3. Payment" },
      { kind: "inserted", text: "4. Domicilium" },
    ]);
  });

  it("shows a lightly edited paragraph as one paragraph changed word by word", () => {
    const diff = diffDocuments(
      ["Heading", "The debtor must pay R5 000 within 14 days."],
      ["Heading", "The debtor must pay R7 500 within 14 days."],
    );
    expect(diff[1]).toEqual({
      kind: "changed",
      segments: [
        { kind: "unchanged", text: "The debtor must pay" },
        { kind: "deleted", text: "R5 000" },
        { kind: "inserted", text: "R7 500" },
        { kind: "unchanged", text: "within 14 days." },
      ],
    });
  });

  it("shows a rewritten paragraph as the old one removed and the new one added", () => {
    const diff = diffDocuments(["Kind regards"], ["Yours faithfully, the attorneys for the plaintiff"]);
    expect(diff).toEqual([
      { kind: "deleted", text: "Kind regards" },
      { kind: "inserted", text: "Yours faithfully, the attorneys for the plaintiff" },
    ]);
  });

  it("says when two versions have no differences", () => {
    expect(hasDifferences(diffDocuments(["Same", "Text"], ["Same", "Text"]))).toBe(false);
    expect(hasDifferences(diffDocuments(["Same"], ["Same", "More"]))).toBe(true);
  });

  it("compares long documents whose middle changed without aligning every paragraph pair", () => {
    const before = Array.from({ length: 3000 }, (_, index) => `Paragraph ${index}`);
    const after = [...before];
    after[1500] = "Paragraph 1500 amended";
    const diff = diffDocuments(before, after);
    expect(diff).toHaveLength(3000);
    expect(diff[1500]).toEqual({
      kind: "changed",
      segments: [
        { kind: "unchanged", text: "Paragraph 1500" },
        { kind: "inserted", text: "amended" },
      ],
    });
  });
});
