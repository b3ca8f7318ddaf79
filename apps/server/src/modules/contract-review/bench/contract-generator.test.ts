import { describe, expect, it } from "vitest";
import { splitContractIntoClauses } from "../clauses/index.ts";
import { CHARACTERS_PER_PAGE, generateContract } from "./contract-generator.ts";

describe("generateContract", () => {
  it("writes about the number of pages asked for, at 3,000 characters a page", () => {
    for (const pages of [5, 20, 100]) {
      const { text } = generateContract({ pages });
      expect(text.length).toBeGreaterThan(pages * CHARACTERS_PER_PAGE * 0.95);
      expect(text.length).toBeLessThan(pages * CHARACTERS_PER_PAGE * 1.15);
    }
  });

  it("holds every South African topic the review checks, even in a short contract", () => {
    const { text } = generateContract({ pages: 5 });
    for (const heading of [
      "DEFINITIONS AND INTERPRETATION",
      "COMMENCEMENT AND DURATION",
      "FEES AND PAYMENT",
      "INTEREST ON LATE PAYMENT",
      "PROTECTION OF PERSONAL INFORMATION",
      "RESTRAINT OF TRADE",
      "BREACH",
      "CESSION AND DELEGATION",
      "DOMICILIUM CITANDI ET EXECUTANDI",
      "GOVERNING LAW",
      "JURISDICTION",
      "DISPUTE RESOLUTION AND ARBITRATION",
      "SCHEDULE 2 – FEES",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/VAT/);
  });

  it("numbers its clauses so the splitter finds them all", () => {
    const contract = generateContract({ pages: 20 });
    const clauses = splitContractIntoClauses(contract.text);
    expect(contract.text).toMatch(/^1\. DEFINITIONS AND INTERPRETATION$/m);
    expect(contract.text).toMatch(/^1\.1 In this Agreement/m);
    expect(clauses.filter((clause) => clause.number !== "").length).toBeGreaterThanOrEqual(
      contract.clauseCount * 0.9,
    );
  });

  it("varies its wording: most paragraphs differ even with their numbers taken out", () => {
    const { paragraphs } = generateContract({ pages: 100 });
    const wordings = new Set(paragraphs.map((paragraph) => paragraph.replace(/\d+/g, "#")));
    expect(wordings.size / paragraphs.length).toBeGreaterThan(0.5);
  });

  it("gives the same contract for the same seed and another for another seed", () => {
    expect(generateContract({ pages: 8, seed: 3 }).text).toBe(generateContract({ pages: 8, seed: 3 }).text);
    expect(generateContract({ pages: 8, seed: 4 }).text).not.toBe(
      generateContract({ pages: 8, seed: 3 }).text,
    );
  });

  it("groups its paragraphs into pages of at most about 3,000 characters", () => {
    const contract = generateContract({ pages: 20 });
    expect(contract.pages.flat()).toEqual(contract.paragraphs);
    expect(contract.pages.length).toBeGreaterThanOrEqual(20);
    for (const page of contract.pages) {
      expect(page.join("\n").length).toBeLessThanOrEqual(CHARACTERS_PER_PAGE + 1000);
    }
  });
});
