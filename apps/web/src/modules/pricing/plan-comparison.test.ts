import { describe, expect, it } from "vitest";
import {
  describeMatterLimit,
  describeUserLimit,
  listComingCapabilities,
  listComparedCapabilities,
  listPlansWithModule,
  PLAN_CAPABILITIES,
  planHasCapability,
} from "./plan-comparison";

const capability = (label: string) => {
  const found = PLAN_CAPABILITIES.find((candidate) => candidate.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe("plan comparison", () => {
  it("gives trust accounting and court filing from Small Firm up, analytics and API from Professional up", () => {
    const solo = { code: "solo", features: [] };
    const smallFirm = { code: "small_firm", features: [] };
    const professional = { code: "professional", features: [] };
    expect(planHasCapability(solo, capability("Trust accounting"))).toBe(false);
    expect(planHasCapability(smallFirm, capability("Trust accounting"))).toBe(true);
    expect(planHasCapability(smallFirm, capability("API access"))).toBe(false);
    expect(planHasCapability(professional, capability("API access"))).toBe(true);
    expect(planHasCapability(professional, capability("White-label portals"))).toBe(false);
    expect(planHasCapability({ code: "enterprise", features: [] }, capability("White-label portals"))).toBe(
      true,
    );
  });

  it("reads an added plan's capabilities from its own features list", () => {
    const boutique = { code: "boutique", features: ["Trust Accounting for 3 users", "Court filing"] };
    expect(planHasCapability(boutique, capability("Trust accounting"))).toBe(true);
    expect(planHasCapability(boutique, capability("Court filing"))).toBe(true);
    expect(planHasCapability(boutique, capability("API access"))).toBe(false);
  });

  it("compares only what can be used today, and names the modules not yet live as coming", () => {
    const compared = listComparedCapabilities().map((candidate) => candidate.label);
    const coming = listComingCapabilities().map((candidate) => candidate.label);

    expect(compared).toEqual([
      "Legal research",
      "Practice management",
      "Document automation",
      "AI Legal Assistant",
      "Trust accounting",
      "Court filing",
      "Team collaboration",
      "Role-based access",
      "Advanced analytics",
      "24/7 support",
      "Personalised training",
      "Dedicated support",
    ]);
    expect(coming).toEqual(["API access", "Custom AI training", "White-label portals"]);
  });

  it("describes limits, with null as unlimited", () => {
    expect(describeUserLimit(1)).toBe("1 user");
    expect(describeUserLimit(5)).toBe("Up to 5 users");
    expect(describeUserLimit(null)).toBe("Unlimited");
    expect(describeMatterLimit(5)).toBe("5 active matters");
    expect(describeMatterLimit(null)).toBe("Unlimited");
  });

  it("lists the plans that include a module in the order given, and every plan for a module no plan line names", () => {
    const plans = [
      { code: "solo", features: [] },
      { code: "small_firm", features: [] },
      { code: "professional", features: [] },
    ];
    expect(listPlansWithModule(plans, "advanced-analytics").map((plan) => plan.code)).toEqual([
      "professional",
    ]);
    expect(listPlansWithModule(plans, "trust-accounting").map((plan) => plan.code)).toEqual([
      "small_firm",
      "professional",
    ]);
    expect(listPlansWithModule(plans, "spreadsheets")).toHaveLength(3);
  });
});
