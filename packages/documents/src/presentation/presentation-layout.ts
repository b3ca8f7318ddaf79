import type { TPresentationSlide, TPresentationSlideLayout } from "@inkundla/shared";
import type { ImageSize } from "./presentation-image-size.ts";

/**
 * Where each part of a slide goes, in inches of a 16:9 slide (10 × 5.625, PowerPoint's widescreen).
 * The PPTX and the PDF export both place from here, so a deck looks the same in either file.
 */
export const SLIDE_WIDTH_INCHES = 10;
export const SLIDE_HEIGHT_INCHES = 5.625;

export type Box = { x: number; y: number; width: number; height: number };
export type TextRegion = Box & { fontSize: number; align: "left" | "center"; isBold: boolean };

export type SlideRegions = {
  title: TextRegion;
  /** The bullets (on a title or section slide, the lines under the title, without bullet marks). */
  body: TextRegion & { hasBulletMarks: boolean };
  secondColumn: (TextRegion & { hasBulletMarks: true }) | null;
  image: Box | null;
  /** A section divider is drawn on the firm's dark colour, with light text. */
  isDark: boolean;
};

const MARGIN = 0.5;
const CONTENT_TOP = 1.3;
const CONTENT_HEIGHT = SLIDE_HEIGHT_INCHES - CONTENT_TOP - 0.45;
const FULL_WIDTH = SLIDE_WIDTH_INCHES - 2 * MARGIN;
const COLUMN_GAP = 0.3;
const HALF_WIDTH = (FULL_WIDTH - COLUMN_GAP) / 2;

const HEADING: TextRegion = {
  x: MARGIN,
  y: 0.3,
  width: FULL_WIDTH,
  height: 0.9,
  fontSize: 28,
  align: "left",
  isBold: true,
};
const BODY_SIZE = 18;

export function slideRegions(layout: TPresentationSlideLayout): SlideRegions {
  switch (layout) {
    case "title":
      return {
        title: {
          x: MARGIN,
          y: 1.5,
          width: FULL_WIDTH,
          height: 1.4,
          fontSize: 36,
          align: "center",
          isBold: true,
        },
        body: {
          x: MARGIN,
          y: 3.0,
          width: FULL_WIDTH,
          height: 1.8,
          fontSize: 18,
          align: "center",
          isBold: false,
          hasBulletMarks: false,
        },
        secondColumn: null,
        image: null,
        isDark: false,
      };
    case "section":
      return {
        title: {
          x: MARGIN,
          y: 1.8,
          width: FULL_WIDTH,
          height: 1.2,
          fontSize: 34,
          align: "center",
          isBold: true,
        },
        body: {
          x: MARGIN,
          y: 3.1,
          width: FULL_WIDTH,
          height: 1.4,
          fontSize: 16,
          align: "center",
          isBold: false,
          hasBulletMarks: false,
        },
        secondColumn: null,
        image: null,
        isDark: true,
      };
    case "title-bullets":
      return {
        title: HEADING,
        body: {
          x: MARGIN,
          y: CONTENT_TOP,
          width: FULL_WIDTH,
          height: CONTENT_HEIGHT,
          fontSize: BODY_SIZE,
          align: "left",
          isBold: false,
          hasBulletMarks: true,
        },
        secondColumn: null,
        image: null,
        isDark: false,
      };
    case "title-image":
      return {
        title: HEADING,
        body: {
          x: MARGIN,
          y: CONTENT_TOP,
          width: HALF_WIDTH,
          height: CONTENT_HEIGHT,
          fontSize: BODY_SIZE,
          align: "left",
          isBold: false,
          hasBulletMarks: true,
        },
        secondColumn: null,
        image: {
          x: MARGIN + HALF_WIDTH + COLUMN_GAP,
          y: CONTENT_TOP,
          width: HALF_WIDTH,
          height: CONTENT_HEIGHT,
        },
        isDark: false,
      };
    case "two-column":
      return {
        title: HEADING,
        body: {
          x: MARGIN,
          y: CONTENT_TOP,
          width: HALF_WIDTH,
          height: CONTENT_HEIGHT,
          fontSize: BODY_SIZE,
          align: "left",
          isBold: false,
          hasBulletMarks: true,
        },
        secondColumn: {
          x: MARGIN + HALF_WIDTH + COLUMN_GAP,
          y: CONTENT_TOP,
          width: HALF_WIDTH,
          height: CONTENT_HEIGHT,
          fontSize: BODY_SIZE,
          align: "left",
          isBold: false,
          hasBulletMarks: true,
        },
        image: null,
        isDark: false,
      };
    default: {
      const unknown: never = layout;
      throw new Error(`unknown slide layout ${unknown}`);
    }
  }
}

/** The lines a column shows: blank lines (a trailing newline in the editor) are left out. */
export function visibleLines(lines: readonly string[] | undefined): string[] {
  return (lines ?? []).map((line) => line.trim()).filter((line) => line !== "");
}

export const DARK_FILL = "1F3A5F";
export const INK = "1A1A1F";
export const LIGHT_INK = "FFFFFF";

/** A slide image read from storage, with its size; one that could not be read is left out. */
export type SlideImage = { bytes: Uint8Array; size: ImageSize };

/** What an export needs: the deck's title and author, its slides, and their images by file id. */
export type DeckForExport = {
  title: string;
  author?: string;
  slides: readonly TPresentationSlide[];
  images: ReadonlyMap<string, SlideImage>;
};
