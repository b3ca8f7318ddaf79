import { describe, expect, it } from "vitest";
import { analysisProgressOf, isAnalysisUnfinished, riskLevelOf } from "./contract-review-labels";

describe("riskLevelOf", () => {
  it("reads below 25 as low, 25 to 49 as medium and 50 and over as high", () => {
    expect([0, 24, 25, 49, 50, 100].map(riskLevelOf)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
  });
});

describe("analysisProgressOf", () => {
  it("says a queued analysis is waiting, at the start of the bar", () => {
    expect(analysisProgressOf({ status: "queued", stage: null })).toEqual({
      label: "Waiting to start",
      step: 0,
      stepCount: 5,
      percent: 0,
    });
  });

  it("places each stage in its order, the bar rising but never full before the end", () => {
    expect(analysisProgressOf({ status: "running", stage: "reading" })).toMatchObject({
      label: "Reading the contract",
      step: 1,
      percent: 10,
    });
    expect(analysisProgressOf({ status: "running", stage: "classifying" })).toMatchObject({
      label: "Classifying the clauses",
      step: 3,
      percent: 50,
    });
    expect(analysisProgressOf({ status: "running", stage: "saving" })).toMatchObject({
      step: 5,
      percent: 90,
    });
  });
});

describe("isAnalysisUnfinished", () => {
  it("holds for queued and running analyses only", () => {
    expect(
      (["queued", "running", "completed", "failed"] as const).map((status) =>
        isAnalysisUnfinished({ status }),
      ),
    ).toEqual([true, true, false, false]);
  });
});
