import { describe, expect, it } from "vitest";
import { deriveAdminUserPlan, deriveAdminUserStatus } from "./admin-user-status.ts";

const now = new Date("2026-03-15T10:00:00Z");
const tomorrow = new Date("2026-03-16T10:00:00Z");
const yesterday = new Date("2026-03-14T10:00:00Z");

describe("admin user status and plan", () => {
  it("calls a person in a firm whose trial still runs 'trial' on the plan 'Trial'", () => {
    const facts = { suspendedAt: null, firm: { planName: "Small Firm", trialEndsAt: tomorrow } };
    expect(deriveAdminUserStatus(facts, now)).toBe("trial");
    expect(deriveAdminUserPlan(facts, now)).toBe("Trial");
  });

  it("calls a person whose firm's trial has ended 'active' on the firm's plan", () => {
    const facts = { suspendedAt: null, firm: { planName: "Professional", trialEndsAt: yesterday } };
    expect(deriveAdminUserStatus(facts, now)).toBe("active");
    expect(deriveAdminUserPlan(facts, now)).toBe("Professional");
  });

  it("treats a trial that ends exactly now as ended", () => {
    const facts = { suspendedAt: null, firm: { planName: "Solo", trialEndsAt: now } };
    expect(deriveAdminUserStatus(facts, now)).toBe("active");
    expect(deriveAdminUserPlan(facts, now)).toBe("Solo");
  });

  it("treats a firm without a trial end as paying", () => {
    const facts = { suspendedAt: null, firm: { planName: "Enterprise", trialEndsAt: null } };
    expect(deriveAdminUserStatus(facts, now)).toBe("active");
    expect(deriveAdminUserPlan(facts, now)).toBe("Enterprise");
  });

  it("calls a suspended person 'suspended' even during the trial, and keeps showing their plan", () => {
    const facts = { suspendedAt: yesterday, firm: { planName: "Solo", trialEndsAt: tomorrow } };
    expect(deriveAdminUserStatus(facts, now)).toBe("suspended");
    expect(deriveAdminUserPlan(facts, now)).toBe("Trial");
  });

  it("calls someone without a firm (a platform admin) 'active' with no plan", () => {
    const facts = { suspendedAt: null, firm: null };
    expect(deriveAdminUserStatus(facts, now)).toBe("active");
    expect(deriveAdminUserPlan(facts, now)).toBeNull();
  });
});
