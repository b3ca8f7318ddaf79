import { describe, expect, it } from "vitest";
import { describeMinutes } from "./filing-labels";

describe("describeMinutes", () => {
  it("writes minutes, hours and days the way people say them", () => {
    expect(describeMinutes(0)).toBe("0 min");
    expect(describeMinutes(12)).toBe("12 min");
    expect(describeMinutes(185)).toBe("3 h 5 min");
    expect(describeMinutes(120)).toBe("2 h");
    expect(describeMinutes(60 * 24 + 60 * 4)).toBe("1 day 4 h");
    expect(describeMinutes(60 * 48)).toBe("2 days");
  });
});
