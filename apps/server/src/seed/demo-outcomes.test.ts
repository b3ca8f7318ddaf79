import { CASE_COURTS, CASE_TYPES, MATTER_OUTCOMES } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { DEMO_ENDED_MATTERS, planDemoTimeEntries } from "./demo-outcomes.ts";

describe("planDemoTimeEntries", () => {
  const matter = { hours: { owner: 12, staff: 3 }, issuedDaysAgo: 300, finalOrderDaysAgo: 100 };

  it("logs every hour in entries of at most eight hours, at the worker's rate", () => {
    const entries = planDemoTimeEntries(matter);
    expect(entries.map((entry) => [entry.worker, entry.tenths, entry.rateCents])).toEqual([
      ["owner", 80, 250_000],
      ["staff", 30, 120_000],
      ["owner", 40, 250_000],
    ]);
  });

  it("spreads the work from the issue to the final order", () => {
    expect(planDemoTimeEntries(matter).map((entry) => entry.daysAgo)).toEqual([300, 200, 100]);
  });

  it("logs nothing for someone who did not work on the matter", () => {
    const entries = planDemoTimeEntries({ ...matter, hours: { owner: 0, staff: 2 } });
    expect(entries).toEqual([{ worker: "staff", tenths: 20, rateCents: 120_000, daysAgo: 300 }]);
  });
});

describe("DEMO_ENDED_MATTERS", () => {
  it("spreads the demo's history over several courts, case types and every kind of outcome", () => {
    expect(DEMO_ENDED_MATTERS.length).toBeGreaterThanOrEqual(15);
    expect(DEMO_ENDED_MATTERS.length).toBeLessThanOrEqual(25);
    expect(new Set(DEMO_ENDED_MATTERS.map((matter) => matter.court)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_ENDED_MATTERS.map((matter) => matter.caseType)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_ENDED_MATTERS.map((matter) => matter.outcome))).toEqual(new Set(MATTER_OUTCOMES));
    for (const matter of DEMO_ENDED_MATTERS) {
      expect(CASE_COURTS).toContain(matter.court);
      expect(CASE_TYPES).toContain(matter.caseType);
      expect(matter.finalOrderDaysAgo).toBeLessThan(matter.issuedDaysAgo);
      // Closed within the last three years, never in the future.
      const closedDaysAgo = matter.finalOrderDaysAgo - matter.closedAfterDays;
      expect(closedDaysAgo).toBeGreaterThan(0);
      expect(closedDaysAgo).toBeLessThan(3 * 365);
    }
  });
});
