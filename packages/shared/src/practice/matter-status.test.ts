import { describe, expect, it } from "vitest";
import { canChangeMatterStatus, formatMatterReference, nextMatterStatuses } from "./matter-status.ts";

describe("canChangeMatterStatus", () => {
  it.each([
    ["active", "pending"],
    ["active", "completed"],
    ["active", "closed"],
    ["pending", "completed"],
    ["pending", "closed"],
    ["completed", "closed"],
  ] as const)("moves forward from %s to %s", (from, to) => {
    expect(canChangeMatterStatus(from, to)).toBe(true);
  });

  it.each(["pending", "completed", "closed"] as const)("reopens a %s matter to active", (from) => {
    expect(canChangeMatterStatus(from, "active")).toBe(true);
  });

  it.each([
    ["closed", "pending"],
    ["closed", "completed"],
    ["completed", "pending"],
  ] as const)("refuses to move back from %s to %s", (from, to) => {
    expect(canChangeMatterStatus(from, to)).toBe(false);
  });

  it.each(["active", "pending", "completed", "closed"] as const)(
    "refuses a move from %s to itself",
    (status) => {
      expect(canChangeMatterStatus(status, status)).toBe(false);
    },
  );
});

describe("nextMatterStatuses", () => {
  it("offers the later statuses, and reopening once the matter is not active", () => {
    expect(nextMatterStatuses("active")).toEqual(["pending", "completed", "closed"]);
    expect(nextMatterStatuses("completed")).toEqual(["active", "closed"]);
    expect(nextMatterStatuses("closed")).toEqual(["active"]);
  });
});

describe("formatMatterReference", () => {
  it("pads the number to four digits", () => {
    expect(formatMatterReference("MAT", 2026, 1)).toBe("MAT-2026-0001");
    expect(formatMatterReference("NDL", 2027, 123)).toBe("NDL-2027-0123");
  });

  it("keeps every digit past 9 999", () => {
    expect(formatMatterReference("MAT", 2026, 12345)).toBe("MAT-2026-12345");
  });
});
