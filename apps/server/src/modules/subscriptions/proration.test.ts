import { describe, expect, it } from "vitest";
import { prorateCharge } from "./proration.ts";

const periodStart = new Date("2026-03-01T00:00:00Z");
const periodEnd = new Date("2026-03-31T00:00:00Z"); // 30 days
const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(periodStart.getTime() + days * day);

describe("prorateCharge", () => {
  it("charges the full difference when the upgrade happens at the start of the period", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(0),
      }),
    ).toBe(100_000);
  });

  it("charges half the difference for an upgrade halfway through the period", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(15),
      }),
    ).toBe(50_000);
  });

  it("credits the unused part of the old price on a downgrade (negative amount)", () => {
    expect(
      prorateCharge({
        fromPriceCents: 399_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(20),
      }),
    ).toBe(-83_333);
  });

  it("charges nothing at the very end of the period", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(30),
      }),
    ).toBe(0);
  });

  it("charges nothing when the period has already ended", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(31),
      }),
    ).toBe(0);
  });

  it("charges no more than the full difference when the change is dated before the period", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(-2),
      }),
    ).toBe(100_000);
  });

  it("charges nothing for a change between plans of the same price", () => {
    expect(
      prorateCharge({
        fromPriceCents: 149_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(3),
      }),
    ).toBe(0);
  });

  it("rounds a charge's half cent up, away from zero", () => {
    // 1 cent × 1 s / 2 s = 0.5 cents → 1 cent.
    const start = new Date("2026-03-01T00:00:00Z");
    const end = new Date("2026-03-01T00:00:02Z");
    const changedAt = new Date("2026-03-01T00:00:01Z");
    expect(
      prorateCharge({ fromPriceCents: 0, toPriceCents: 1, periodStart: start, periodEnd: end, changedAt }),
    ).toBe(1);
  });

  it("rounds a credit's half cent down, away from zero, so it mirrors the charge", () => {
    const start = new Date("2026-03-01T00:00:00Z");
    const end = new Date("2026-03-01T00:00:02Z");
    const changedAt = new Date("2026-03-01T00:00:01Z");
    expect(
      prorateCharge({ fromPriceCents: 1, toPriceCents: 0, periodStart: start, periodEnd: end, changedAt }),
    ).toBe(-1);
  });

  it("rounds below half a cent down to the nearer cent", () => {
    // 100 000 × 10 / 30 days = 33 333.33… cents.
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(20),
      }),
    ).toBe(33_333);
  });

  it("rounds above half a cent up to the nearer cent", () => {
    // 100 000 × 20 / 30 days = 66 666.67 cents.
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd,
        changedAt: at(10),
      }),
    ).toBe(66_667);
  });

  it("counts whole seconds only, ignoring milliseconds", () => {
    const changedAt = new Date(at(15).getTime() + 999);
    expect(
      prorateCharge({ fromPriceCents: 49_900, toPriceCents: 149_900, periodStart, periodEnd, changedAt }),
    ).toBe(50_000);
  });

  it("charges nothing for an empty period", () => {
    expect(
      prorateCharge({
        fromPriceCents: 49_900,
        toPriceCents: 149_900,
        periodStart,
        periodEnd: periodStart,
        changedAt: periodStart,
      }),
    ).toBe(0);
  });
});
