import { describe, expect, it } from "vitest";
import type { CuadCategoryId } from "../clause-categories.ts";
import {
  type CategoryOutcome,
  collapseWhitespace,
  judgeCategory,
  locateLabelledText,
  readGoldCategories,
  summariseOutcomes,
} from "./clause-evaluation.ts";
import { parsePythonStringList } from "./csv-table.ts";

const outcome = (hasClause: boolean, isFound: boolean, isTruePositive: boolean): CategoryOutcome => ({
  hasClause,
  isFound,
  isTruePositive,
  isJudgedByPresence: false,
});

describe("judgeCategory", () => {
  it("counts a label that overlaps the labelled text as a true positive", () => {
    const result = judgeCategory({ spans: [{ start: 10, end: 20 }], unlocatedCount: 0 }, [
      { start: 18, end: 40 },
    ]);
    expect(result).toMatchObject({ hasClause: true, isFound: true, isTruePositive: true });
  });

  it("counts a label of the right category in the wrong place as found but not a true positive", () => {
    const result = judgeCategory({ spans: [{ start: 10, end: 20 }], unlocatedCount: 0 }, [
      { start: 20, end: 40 },
    ]);
    expect(result).toMatchObject({ hasClause: true, isFound: true, isTruePositive: false });
  });

  it("judges by presence when no labelled string could be located", () => {
    const result = judgeCategory({ spans: [], unlocatedCount: 1 }, [{ start: 0, end: 5 }]);
    expect(result).toMatchObject({ isTruePositive: true, isJudgedByPresence: true });
  });

  it("counts a label in a contract without the clause as found only", () => {
    expect(judgeCategory(undefined, [{ start: 0, end: 5 }])).toMatchObject({
      hasClause: false,
      isFound: true,
      isTruePositive: false,
    });
  });
});

describe("summariseOutcomes", () => {
  it("computes precision, recall, F1 and the averages on a tiny hand-made example", () => {
    const categories: CuadCategoryId[] = ["governing-law", "insurance", "parties"];
    // Governing law: labelled in 2 contracts, found in 3, right in 2 → P 2/3, R 1, F1 0.8.
    // Insurance: labelled in 2, found in 1, right in 1 → P 1, R 1/2, F1 2/3.
    // Parties: labelled in 1, found in 1, wrong place → P 0, R 0, F1 0.
    const contracts = [
      new Map([
        ["governing-law", outcome(true, true, true)],
        ["insurance", outcome(true, true, true)],
        ["parties", outcome(true, true, false)],
      ]),
      new Map([
        ["governing-law", outcome(true, true, true)],
        ["insurance", outcome(true, false, false)],
        ["parties", outcome(false, false, false)],
      ]),
      new Map([
        ["governing-law", outcome(false, true, false)],
        ["insurance", outcome(false, false, false)],
        ["parties", outcome(false, false, false)],
      ]),
    ] as Map<CuadCategoryId, CategoryOutcome>[];
    const summary = summariseOutcomes(contracts, categories);
    const [law, insurance, parties] = summary.categories;
    expect(law).toMatchObject({ contractsWithClause: 2, found: 3, truePositives: 2, recall: 1 });
    expect(law!.precision).toBeCloseTo(2 / 3);
    expect(law!.f1).toBeCloseTo(0.8);
    expect(insurance!.f1).toBeCloseTo(2 / 3);
    expect(parties!.f1).toBe(0);
    // Micro: TP 3, found 5, labelled 5 → P = R = F1 = 0.6.
    expect(summary.micro.f1).toBeCloseTo(0.6);
    expect(summary.macroF1).toBeCloseTo((0.8 + 2 / 3 + 0) / 3);
    // Parties is a name category, so the clause macro F1 averages only the other two.
    expect(summary.clauseMacroF1).toBeCloseTo((0.8 + 2 / 3) / 2);
    expect(summary.clauseMacroCategoryCount).toBe(2);
  });

  it("leaves a category neither labelled nor found out of the macro average", () => {
    const contracts = [new Map([["insurance", outcome(false, false, false)]])] as Map<
      CuadCategoryId,
      CategoryOutcome
    >[];
    const summary = summariseOutcomes(contracts, ["insurance", "audit-rights"]);
    expect(summary.categories[0]!.f1).toBeUndefined();
    expect(summary.macroF1).toBeUndefined();
  });
});

describe("locateLabelledText", () => {
  it("finds a labelled string whatever the line breaks and spacing, and maps it back to the original", () => {
    const text = "1. Law.  This Agreement is\n\n   governed by the laws of\r\nSouth Africa.";
    const span = locateLabelledText(collapseWhitespace(text), "governed by the laws of South Africa");
    expect(span).toBeDefined();
    expect(text.slice(span!.start, span!.end)).toBe("governed by the laws of\r\nSouth Africa");
  });

  it("falls back to ignoring letter case and gives up on text that is not there", () => {
    const contract = collapseWhitespace("GOVERNING LAW. The laws of Ontario apply.");
    expect(locateLabelledText(contract, "governing law")).toEqual({ start: 0, end: 13 });
    expect(locateLabelledText(contract, "laws of Texas")).toBeUndefined();
  });
});

describe("readGoldCategories", () => {
  it("reads each CUAD column by name, ignoring case, and counts strings it cannot place", () => {
    const text = "This Agreement is governed by the laws of New York.";
    const gold = readGoldCategories(
      {
        Filename: "x.pdf",
        "Governing Law": "['governed by the laws of New York']",
        "IP Ownership Assignment": "['text that is elsewhere']",
        Insurance: "[]",
      },
      collapseWhitespace(text),
      parsePythonStringList,
    );
    expect(gold.get("governing-law")).toEqual({ spans: [{ start: 18, end: 50 }], unlocatedCount: 0 });
    expect(gold.get("ip-ownership-assignment")).toEqual({ spans: [], unlocatedCount: 1 });
    expect(gold.has("insurance")).toBe(false);
  });
});
