import { addDaysToDate } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  CUSTOM_WINDOWS_AT_MOST,
  planWindows,
  presetWindows,
  type StoredWindow,
} from "./analytics-windows.ts";

const TODAY = "2026-11-27";
const YESTERDAY = addDaysToDate(TODAY, -1);
const presets: StoredWindow[] = presetWindows(TODAY).map((span) => ({ ...span, readOn: null }));
const march = [
  { from: "2026-01-29", to: "2026-02-28" },
  { from: "2026-03-01", to: "2026-03-31" },
];

/** `count` windows of custom periods in 2020, read on `readOn`. */
const customWindows = (count: number, readOn: string): StoredWindow[] =>
  Array.from({ length: count }, (_, index) => ({
    from: `2020-01-${String(index + 1).padStart(2, "0")}`,
    to: `2020-02-${String(index + 1).padStart(2, "0")}`,
    readOn,
  }));

describe("planWindows", () => {
  it("adds today's presets to a firm without windows", () => {
    const plan = planWindows([], TODAY, []);
    expect(plan).toEqual({ admitted: true, stale: [], missing: presetWindows(TODAY), touched: [] });
    expect(plan.missing).toHaveLength(8);
  });

  it("adds a custom period's two windows and marks them read today", () => {
    expect(planWindows(presets, TODAY, march)).toEqual({
      admitted: true,
      stale: [],
      missing: march,
      touched: march,
    });
  });

  it("changes nothing for a custom period already read today, and marks one read yesterday again", () => {
    const readToday = march.map((span) => ({ ...span, readOn: TODAY }));
    expect(planWindows([...presets, ...readToday], TODAY, march)).toEqual({
      admitted: true,
      stale: [],
      missing: [],
      touched: [],
    });
    const readYesterday = march.map((span) => ({ ...span, readOn: YESTERDAY }));
    expect(planWindows([...presets, ...readYesterday], TODAY, march).touched).toEqual(march);
  });

  it("reads a new custom period from the days once the firm keeps its limit of others read lately", () => {
    const full = [...presets, ...customWindows(CUSTOM_WINDOWS_AT_MOST - 1, TODAY)];
    expect(planWindows(full, TODAY, march)).toEqual({ admitted: false, stale: [], missing: [], touched: [] });
    const room = [...presets, ...customWindows(CUSTOM_WINDOWS_AT_MOST - 2, YESTERDAY)];
    expect(planWindows(room, TODAY, march).admitted).toBe(true);
  });

  it("drops custom windows unread since the day before yesterday, and yesterday's presets only from tomorrow", () => {
    const old = customWindows(2, addDaysToDate(TODAY, -2));
    const plan = planWindows([...presets, ...old], TODAY, []);
    expect(plan.stale).toEqual(old.map(({ from, to }) => ({ from, to })));
    expect(planWindows([...presets, ...old], addDaysToDate(TODAY, 1), []).stale).toEqual(
      old.map(({ from, to }) => ({ from, to })),
    );
    const later = planWindows(presets, addDaysToDate(TODAY, 2), []);
    expect(later.stale.length).toBeGreaterThan(0);
    expect(later.missing).toHaveLength(later.stale.length);
  });
});
