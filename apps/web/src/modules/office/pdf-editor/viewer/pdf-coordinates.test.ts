import { describe, expect, it } from "vitest";
import {
  createPageViewport,
  dragToScreenBox,
  fitWidthScale,
  isDragLargeEnough,
  normaliseRotation,
  pdfRectToScreenBox,
  screenBoxToPdfRect,
  screenPointToPdf,
} from "./pdf-coordinates";

// An A4 page is 595 × 842 points.
const A4: [number, number, number, number] = [0, 0, 595, 842];

describe("createPageViewport", () => {
  it("draws an upright page at its size times the scale", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 1.5 });
    expect([viewport.width, viewport.height]).toEqual([892.5, 1263]);
  });

  it("swaps width and height for a page turned a quarter", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 1, rotation: 90 });
    expect([viewport.width, viewport.height]).toEqual([842, 595]);
  });

  it("puts the page's bottom-left corner at the screen's bottom-left when upright", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 2 });
    expect(viewport.convertToViewportRectangle([0, 0, 595, 842])).toEqual([0, 1684, 1190, 0]);
  });

  it("honours a media box that does not start at the origin", () => {
    const viewport = createPageViewport({ viewBox: [10, 20, 110, 220], scale: 1 });
    expect(viewport.convertToViewportRectangle([10, 20, 110, 220])).toEqual([0, 200, 100, 0]);
  });
});

describe("pdfRectToScreenBox", () => {
  it("flips the y axis: a rectangle near the page's bottom is drawn near the screen's bottom", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 1.5 });
    expect(pdfRectToScreenBox({ x: 100, y: 50, width: 200, height: 20 }, viewport)).toEqual({
      left: 150,
      top: 1158,
      width: 300,
      height: 30,
    });
  });

  it("turns a rectangle with a page rotated 90° clockwise", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 1, rotation: 90 });
    // The page's bottom-left corner is now at the screen's top-left.
    expect(pdfRectToScreenBox({ x: 0, y: 0, width: 100, height: 50 }, viewport)).toEqual({
      left: 0,
      top: 0,
      width: 50,
      height: 100,
    });
  });
});

describe("screenBoxToPdfRect", () => {
  it("reads a box drawn at 150% back into PDF points from the bottom-left", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 1.5 });
    expect(screenBoxToPdfRect({ left: 150, top: 1158, width: 300, height: 30 }, viewport)).toEqual({
      x: 100,
      y: 50,
      width: 200,
      height: 20,
    });
  });

  it("round-trips through every rotation", () => {
    const rect = { x: 72, y: 144, width: 216, height: 36 };
    for (const rotation of [0, 90, 180, 270]) {
      const viewport = createPageViewport({ viewBox: A4, scale: 1.25, rotation });
      expect(screenBoxToPdfRect(pdfRectToScreenBox(rect, viewport), viewport)).toEqual(rect);
    }
  });

  it("rounds to a hundredth of a point", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 3 });
    expect(screenBoxToPdfRect({ left: 1, top: 1, width: 1, height: 1 }, viewport)).toEqual({
      x: 0.33,
      y: 841.33,
      width: 0.34,
      height: 0.34,
    });
  });
});

describe("screenPointToPdf", () => {
  it("reads the screen's top-left corner as the page's top-left in points", () => {
    const viewport = createPageViewport({ viewBox: A4, scale: 2 });
    expect(screenPointToPdf({ left: 0, top: 0 }, viewport)).toEqual({ x: 0, y: 842 });
  });
});

describe("dragToScreenBox", () => {
  const page = { width: 600, height: 800 };

  it("makes the same box whichever way the drag went", () => {
    const downRight = dragToScreenBox({ left: 10, top: 20 }, { left: 110, top: 70 }, page);
    const upLeft = dragToScreenBox({ left: 110, top: 70 }, { left: 10, top: 20 }, page);
    expect(downRight).toEqual({ left: 10, top: 20, width: 100, height: 50 });
    expect(upLeft).toEqual(downRight);
  });

  it("keeps the box on the page when the drag leaves it", () => {
    expect(dragToScreenBox({ left: 550, top: 750 }, { left: 900, top: 1000 }, page)).toEqual({
      left: 550,
      top: 750,
      width: 50,
      height: 50,
    });
  });

  it("treats a tiny drag as a click", () => {
    expect(isDragLargeEnough({ left: 0, top: 0, width: 2, height: 30 })).toBe(false);
    expect(isDragLargeEnough({ left: 0, top: 0, width: 10, height: 10 })).toBe(true);
  });
});

describe("normaliseRotation and fitWidthScale", () => {
  it("brings any angle to a quarter turn between 0 and 270", () => {
    expect([-90, 360, 450, 180, 89].map(normaliseRotation)).toEqual([270, 0, 90, 180, 90]);
  });

  it("fits a page's width to the space available", () => {
    expect(fitWidthScale(595, 892.5)).toBe(1.5);
    expect(fitWidthScale(0, 800)).toBe(1);
  });
});
