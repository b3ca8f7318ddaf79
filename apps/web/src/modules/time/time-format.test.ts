import { todayInSouthAfrica } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { randInputToCents } from "../../lib/rand-input";
import { formatElapsed, previewAmountCents } from "./time-format";

describe("time formatting", () => {
  it("writes elapsed time as hh:mm:ss, hours going past 24", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(3723)).toBe("01:02:03");
    expect(formatElapsed(90_061)).toBe("25:01:01");
    expect(formatElapsed(-5)).toBe("00:00:00");
  });

  it("previews the amount with the server's half-up rounding", () => {
    expect(previewAmountCents(1.5, 150_000)).toBe(225_000);
    expect(previewAmountCents(0.1, 123_455)).toBe(12_346);
    expect(previewAmountCents(0, 150_000)).toBeNull();
    expect(randInputToCents(1500.1)).toBe(150_010);
  });

  it("takes today's date in South Africa, not in the browser's zone", () => {
    // 23:30 UTC on 31 March is already 1 April in Johannesburg (UTC+2).
    expect(todayInSouthAfrica(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(todayInSouthAfrica(new Date("2026-03-31T21:30:00Z"))).toBe("2026-03-31");
  });
});
