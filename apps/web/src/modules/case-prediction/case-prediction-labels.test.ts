import { describe, expect, it } from "vitest";
import { basedOnText, durationText, outcomeLabelOf, probabilityColorOf } from "./case-prediction-labels";

describe("probabilityColorOf", () => {
  it("is green from 70, yellow from 50 to 69 and red below 50", () => {
    expect([100, 70, 69, 50, 49, 0].map(probabilityColorOf)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });
});

describe("labels", () => {
  it("says how many matters an estimate rests on", () => {
    expect(basedOnText(1)).toBe("based on 1 matter");
    expect(basedOnText(0)).toBe("based on 0 matters");
  });

  it("writes the duration as the median with its middle half", () => {
    expect(durationText({ low: 175, medium: 250, high: 325, basedOn: 4 })).toBe("250 days (175–325)");
    expect(durationText(null)).toBe("Not enough dates recorded");
  });

  it("names a matter's outcome, and says a judgment's is not recorded", () => {
    expect(outcomeLabelOf("default_judgment")).toBe("Judgment by default");
    expect(outcomeLabelOf(null)).toBe("Judgment (outcome not recorded)");
  });
});
