import { buildSlide } from "@inkundla/documents/presentation/presentation-test-files";
import {
  NEW_PRESENTATION_SLIDE_TITLES,
  PRESENTATION_MESSAGES,
  summarizeSlideTitles,
  ZPresentationContent,
  ZPresentationCreateRequest,
} from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import {
  initialContent,
  referencedImageIds,
  slidesFromTitles,
  summarizeDeck,
} from "./presentation-slides.ts";
import { findPresentationTemplate } from "./presentation-templates.ts";

const IMAGE_ID = "99999999-9999-4999-8999-999999999999";

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("the slides of a new deck", () => {
  it("are the spec's ten titles when nothing is chosen, the first a title slide", () => {
    const slides = slidesFromTitles();
    expect(slides.map((slide) => slide.title)).toEqual([...NEW_PRESENTATION_SLIDE_TITLES]);
    expect(slides.map((slide) => slide.layout)).toEqual(["title", ...Array(9).fill("title-bullets")]);
    expect(new Set(slides.map((slide) => slide.id)).size).toBe(10);
  });

  it("takes the titles sent, and adds numbered slides up to the total", () => {
    const slides = slidesFromTitles({ total: 4, titles: ["Opening", "Facts"] });
    expect(slides.map((slide) => slide.title)).toEqual(["Opening", "Facts", "Slide 3", "Slide 4"]);
  });

  it("refuses more than 200 slides however they are asked for", () => {
    const titles = Array.from({ length: 201 }, (_, index) => `Slide ${index}`);
    expect(() => slidesFromTitles({ total: 1, titles })).toThrow(AppError);
    const tooMany = ZPresentationCreateRequest.safeParse({
      title: "Deck",
      slides: { total: 201, titles: [] },
    });
    expect(messagesOf(tooMany)).toContain(PRESENTATION_MESSAGES.tooManySlides);
    const content = ZPresentationContent.safeParse({
      slides: Array.from({ length: 201 }, () => buildSlide()),
    });
    expect(messagesOf(content)).toContain(PRESENTATION_MESSAGES.tooManySlides);
  });

  it("prefers the full content, then the template, then the titles", () => {
    const own = { slides: [buildSlide({ title: "Mine" })] };
    expect(initialContent({ content: own, template: "client-briefing" }, findPresentationTemplate)).toBe(own);
    const fromTemplate = initialContent({ template: "client-briefing" }, findPresentationTemplate);
    expect(fromTemplate.slides[0]?.title).toBe("Briefing: [Matter name]");
    expect(() => initialContent({ template: "nonsense" }, findPresentationTemplate)).toThrow(
      "No such presentation template",
    );
  });
});

describe("slide validation", () => {
  it("refuses a blank deck title with the spec's message, and defaults the type to court", () => {
    expect(messagesOf(ZPresentationCreateRequest.safeParse({ title: "   " }))).toEqual([
      PRESENTATION_MESSAGES.title,
    ]);
    expect(ZPresentationCreateRequest.parse({ title: "Argument" })).toMatchObject({
      type: "court",
      isShared: false,
    });
  });

  it("refuses an unknown layout, a bullet over 500 characters, more than 30 bullets and repeated slide ids", () => {
    const cases = [
      { slides: [{ ...buildSlide(), layout: "collage" }] },
      { slides: [buildSlide({ bullets: ["x".repeat(501)] })] },
      { slides: [buildSlide({ bullets: Array(31).fill("point") })] },
      { slides: [buildSlide({ secondColumn: Array(31).fill("point") })] },
    ];
    for (const content of cases) expect(ZPresentationContent.safeParse(content).success).toBe(false);
    const slide = buildSlide();
    expect(messagesOf(ZPresentationContent.safeParse({ slides: [slide, slide] }))).toContain(
      "Each slide needs its own id",
    );
    expect(messagesOf(ZPresentationContent.safeParse({ slides: [] }))).toContain(
      PRESENTATION_MESSAGES.noSlides,
    );
  });

  it("accepts a slide of every layout with an image, notes and a second column", () => {
    const content = {
      slides: (["title", "title-bullets", "title-image", "two-column", "section"] as const).map((layout) =>
        buildSlide({ layout, imageFileId: IMAGE_ID, notes: "Say this", secondColumn: ["Right"] }),
      ),
    };
    expect(ZPresentationContent.safeParse(content).success).toBe(true);
  });
});

describe("what is kept beside the slides", () => {
  it("counts the slides and lists their titles in order, and names each image once", () => {
    const content = {
      slides: [
        buildSlide({ title: "One", imageFileId: IMAGE_ID }),
        buildSlide({ title: "Two", imageFileId: IMAGE_ID }),
        buildSlide({ title: "Three" }),
      ],
    };
    expect(summarizeDeck(content)).toEqual({ slideCount: 3, slideTitles: ["One", "Two", "Three"] });
    expect(referencedImageIds(content)).toEqual([IMAGE_ID]);
  });

  it("shows a card the first three titles and how many more slides there are", () => {
    expect(summarizeSlideTitles({ total: 10, titles: ["A", "B", "C"] })).toEqual({
      shown: ["A", "B", "C"],
      moreCount: 7,
    });
    expect(summarizeSlideTitles({ total: 2, titles: ["A", "B"] })).toEqual({
      shown: ["A", "B"],
      moreCount: 0,
    });
  });
});
