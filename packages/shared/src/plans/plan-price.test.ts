import { describe, expect, it } from "vitest";
import {
  formatPlanPrice,
  formatPlanPriceField,
  PLAN_PRICE_FIELD_HINT,
  parsePlanPriceField,
} from "./plan-price.ts";

describe("plan price field", () => {
  it("reads rand typed with a comma or a point, spaces or an R prefix into integer cents", () => {
    expect(parsePlanPriceField("499")).toEqual({ ok: true, priceCents: 49_900 });
    expect(parsePlanPriceField("1 499,50")).toEqual({ ok: true, priceCents: 149_950 });
    expect(parsePlanPriceField("R 1499.5")).toEqual({ ok: true, priceCents: 149_950 });
    expect(parsePlanPriceField("0")).toEqual({ ok: true, priceCents: 0 });
  });

  it("treats an empty field as a custom price", () => {
    expect(parsePlanPriceField("")).toEqual({ ok: true, priceCents: null });
    expect(parsePlanPriceField("   ")).toEqual({ ok: true, priceCents: null });
  });

  it("refuses text, fractions of a cent, negative and absurd amounts with a message", () => {
    expect(parsePlanPriceField("cheap")).toEqual({ ok: false, message: PLAN_PRICE_FIELD_HINT });
    expect(parsePlanPriceField("12.345")).toEqual({ ok: false, message: PLAN_PRICE_FIELD_HINT });
    expect(parsePlanPriceField("-10")).toEqual({ ok: false, message: "Price cannot be negative" });
    expect(parsePlanPriceField("20000000")).toEqual({
      ok: false,
      message: "Price must be at most R 10 000 000",
    });
  });

  it("writes cents back into the field so that reading it again gives the same cents", () => {
    for (const cents of [0, 5, 49_900, 149_950, 123_456_789]) {
      const text = formatPlanPriceField(cents);
      expect(parsePlanPriceField(text)).toEqual({ ok: true, priceCents: cents });
    }
    expect(formatPlanPriceField(49_900)).toBe("499");
    expect(formatPlanPriceField(149_950)).toBe("1499.50");
    expect(formatPlanPriceField(null)).toBe("");
  });

  it("shows prices as en-ZA rand, whole rand without cents, and Custom for no price", () => {
    const normalise = (text: string) => text.replace(/\s/g, " ");
    expect(normalise(formatPlanPrice(49_900))).toBe("R 499");
    expect(normalise(formatPlanPrice(149_900))).toBe("R 1 499");
    expect(normalise(formatPlanPrice(149_950))).toBe("R 1 499,50");
    expect(formatPlanPrice(null)).toBe("Custom");
  });
});
