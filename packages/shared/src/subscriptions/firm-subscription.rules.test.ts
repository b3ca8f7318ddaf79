import { describe, expect, it } from "vitest";
import { describeUserLimitReached, isAtUserLimit, toPlanPrice } from "./firm-subscription.rules.ts";

describe("isAtUserLimit", () => {
  it("is reached when the memberships equal the limit", () => {
    expect(isAtUserLimit(1, 1)).toBe(true);
  });

  it("is not reached below the limit", () => {
    expect(isAtUserLimit(4, 5)).toBe(false);
  });

  it("is never reached on an unlimited plan", () => {
    expect(isAtUserLimit(10_000, null)).toBe(false);
  });
});

describe("describeUserLimitReached", () => {
  it("names the plan and a single user", () => {
    expect(describeUserLimitReached("Solo", 1)).toBe(
      "Your Solo plan allows 1 user. Upgrade your plan to invite more staff.",
    );
  });

  it("says users for a limit above one", () => {
    expect(describeUserLimitReached("Small Firm", 5)).toBe(
      "Your Small Firm plan allows 5 users. Upgrade your plan to invite more staff.",
    );
  });
});

describe("toPlanPrice", () => {
  it("turns cents into rand", () => {
    expect(toPlanPrice(149_900)).toBe(1499);
  });

  it("keeps the cents of an uneven price", () => {
    expect(toPlanPrice(49_950)).toBe(499.5);
  });

  it("answers Custom for a plan without a list price", () => {
    expect(toPlanPrice(null)).toBe("Custom");
  });
});
