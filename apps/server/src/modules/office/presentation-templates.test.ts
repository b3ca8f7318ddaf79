import { PRESENTATION_TYPES, ZPresentationContent, ZPresentationTemplate } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { slidesFromTemplate } from "./presentation-slides.ts";
import { findPresentationTemplate, PRESENTATION_TEMPLATES } from "./presentation-templates.ts";

describe("the built-in presentation templates", () => {
  it("offers six templates with distinct keys, each a valid template of a known type", () => {
    expect(PRESENTATION_TEMPLATES).toHaveLength(6);
    expect(new Set(PRESENTATION_TEMPLATES.map((template) => template.key)).size).toBe(6);
    for (const template of PRESENTATION_TEMPLATES) {
      expect(ZPresentationTemplate.safeParse(template).success, template.key).toBe(true);
      expect(PRESENTATION_TYPES).toContain(template.presentationType);
      expect(template.slides.length, template.key).toBeGreaterThanOrEqual(6);
      expect(template.slides[0]?.layout, template.key).toBe("title");
      expect(template.slides.every((slide) => slide.title.trim() !== "")).toBe(true);
    }
  });

  it("structures the court argument outline as heads of argument, ending with the relief sought", () => {
    const outline = findPresentationTemplate("court-argument-outline");
    const titles = outline?.slides.map((slide) => slide.title) ?? [];
    const order = [
      "Introduction",
      "The Issues",
      "The Facts",
      "The Law: the Constitution",
      "The Law: Legislation",
      "The Law: Case Law",
      "Application to the Facts",
      "Relief Sought",
    ];
    const positions = order.map((title) => titles.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(titles.at(-1)).toBe("Relief Sought");
    expect(outline?.presentationType).toBe("court");
  });

  it("gives prompts to fill in rather than invented citations", () => {
    const everyLine = PRESENTATION_TEMPLATES.flatMap((template) =>
      template.slides.flatMap((slide) => [slide.title, ...slide.bullets, ...(slide.secondColumn ?? [])]),
    );
    // No law-report citation such as "2004 (3) SA 123 (SCA)" or "[2019] ZACC 12".
    expect(everyLine.filter((line) => /\d{4}\s*\(\d+\)\s*SA\s*\d+|\[\d{4}]\s*ZA[A-Z]+/.test(line))).toEqual(
      [],
    );
    expect(everyLine.filter((line) => line.includes("[")).length).toBeGreaterThan(40);
  });

  it("becomes a valid deck whose slides each get a fresh id", () => {
    for (const template of PRESENTATION_TEMPLATES) {
      const first = slidesFromTemplate(template);
      const second = slidesFromTemplate(template);
      expect(ZPresentationContent.safeParse({ slides: first }).success, template.key).toBe(true);
      expect(first.map((slide) => slide.id)).not.toEqual(second.map((slide) => slide.id));
    }
    expect(findPresentationTemplate("no-such-template")).toBeNull();
  });
});
