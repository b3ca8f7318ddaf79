import { describe, expect, it } from "vitest";
import { planCodeFromName, uniquePlanCode } from "./plan-code.ts";

describe("plan codes", () => {
  it("makes a lower-case, underscore-separated code from the plan's name", () => {
    expect(planCodeFromName("Small Firm")).toBe("small_firm");
    expect(planCodeFromName("  Professional  ")).toBe("professional");
    expect(planCodeFromName("Boutique Plus (2026)!")).toBe("boutique_plus_2026");
    expect(planCodeFromName("Attorneys & Advocates")).toBe("attorneys_and_advocates");
  });

  it("drops accents and keeps only letters and digits", () => {
    expect(planCodeFromName("Café Kgôrô")).toBe("cafe_kgoro");
    expect(planCodeFromName("Ûmbrella—Firm")).toBe("umbrella_firm");
  });

  it("falls back to 'plan' when the name has no letters or digits", () => {
    expect(planCodeFromName("★★★")).toBe("plan");
  });

  it("keeps codes at most 40 characters without a trailing underscore", () => {
    const code = planCodeFromName(`${"a".repeat(39)} b`);
    expect(code).toBe("a".repeat(39));
    expect(planCodeFromName("x".repeat(80))).toHaveLength(40);
  });

  it("adds the first free number when the code is already taken", () => {
    expect(uniquePlanCode("boutique", [])).toBe("boutique");
    expect(uniquePlanCode("solo", ["solo"])).toBe("solo_2");
    expect(uniquePlanCode("solo", ["solo", "solo_2", "solo_3"])).toBe("solo_4");
  });
});
