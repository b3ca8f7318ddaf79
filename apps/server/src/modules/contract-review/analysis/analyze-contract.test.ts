import { describe, expect, it } from "vitest";
import { createLocalProvider } from "../../ai/index.ts";
import type { ClassifiedClause } from "../clause-categories.ts";
import { GYM_MEMBERSHIP } from "../contract-test-texts.ts";
import { analyzeContract, modelAgreement, ruleConfidence } from "./analyze-contract.ts";

function clause(index: number, labels: { category: string; confidence: number }[]): ClassifiedClause {
  return {
    index,
    number: String(index + 1),
    heading: "",
    text: "…",
    start: 0,
    end: 1,
    labels: labels.map((label) => ({ ...label, category: label.category as never, start: 0, end: 1 })),
  };
}

describe("ruleConfidence", () => {
  it("is the mean of each labelled clause's strongest label, as a percent; 0 when nothing was recognised", () => {
    const clauses = [
      clause(0, [
        { category: "governing-law", confidence: 0.9 },
        { category: "jurisdiction", confidence: 0.5 },
      ]),
      clause(1, [{ category: "cession", confidence: 0.7 }]),
      clause(2, []),
    ];
    expect(ruleConfidence(clauses)).toBe(80);
    expect(ruleConfidence([clause(0, [])])).toBe(0);
  });
});

describe("modelAgreement", () => {
  it("counts the clauses where the model and the rules give the same categories, general ones left out", () => {
    const clauses = [
      clause(0, [{ category: "governing-law", confidence: 0.9 }]),
      clause(1, [{ category: "payment", confidence: 0.7 }]),
      clause(2, [{ category: "cession", confidence: 0.7 }]),
      clause(3, []),
    ];
    const fromModel = new Map([
      [0, new Set(["governing-law"])],
      [1, new Set<string>()],
      [2, new Set(["anti-assignment"])],
    ]);
    expect(modelAgreement(clauses, fromModel)).toBe(75);
  });
});

describe("analyzeContract on the local engine", () => {
  it("tells each stage in order and says no language model made it", async () => {
    const stages: string[] = [];
    const outcome = await analyzeContract(
      { text: GYM_MEMBERSHIP, contractType: "Gym membership" },
      { ai: createLocalProvider(), onStage: (stage) => void stages.push(stage) },
    );
    expect(stages).toEqual(["splitting", "classifying", "reviewing"]);
    expect(outcome.engine).toBe("Rule-based analysis — no language model configured");
    expect(
      outcome.review.findings.every((finding) => finding.source === "rules" && finding.modelNote === null),
    ).toBe(true);
    expect(
      outcome.clauses.flatMap((found) => found.categories).every((category) => category.source === "rules"),
    ).toBe(true);
  });
});
