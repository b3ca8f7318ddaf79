import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { DIMMED_TEXT } from "./theme";

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe("theme colours", () => {
  it("measures contrast as WCAG does (black on white is 21:1, Mantine's grey 3.3:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#868e96", "#ffffff")).toBeLessThan(4.5);
  });

  it("keeps secondary text at 4.5:1 or more on the light scheme's white and grey surfaces", () => {
    for (const surface of ["#ffffff", DEFAULT_THEME.colors.gray[0]]) {
      expect(contrast(DIMMED_TEXT.light, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps secondary text at 4.5:1 or more on the dark scheme's body and card surfaces", () => {
    for (const surface of [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]]) {
      expect(contrast(DIMMED_TEXT.dark, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
