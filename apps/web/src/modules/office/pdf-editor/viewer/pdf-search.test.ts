import { describe, expect, it } from "vitest";
import {
  findHits,
  findHitsOnPage,
  firstHitFromPage,
  hitsToRedactionRects,
  normaliseSearchTerm,
  type PageTextRun,
  stepHit,
  textWithin,
} from "./pdf-search";

/** A run 6 points per character wide, 12 high, on a line at `y`. */
function run(text: string, x: number, y: number, endsLine = false): PageTextRun {
  return { text, rect: { x, y, width: text.length * 6, height: 12 }, endsLine };
}

describe("findHitsOnPage", () => {
  it("finds every match without regard to case, with the part of the run it covers", () => {
    const runs = [run("Mr Sipho Dlamini met SIPHO at noon.", 72, 700)];
    const hits = findHitsOnPage(1, runs, "sipho");
    expect(hits.map((hit) => hit.text)).toEqual(["sipho", "sipho"]);
    expect(hits[0]?.rects).toEqual([{ x: 72 + 3 * 6, y: 700, width: 5 * 6, height: 12 }]);
    expect(hits[1]?.rects).toEqual([{ x: 72 + 21 * 6, y: 700, width: 5 * 6, height: 12 }]);
  });

  it("finds a name split over two runs, giving a rectangle on each", () => {
    // pdf.js ends a run with the space that separates it from the next one on the line.
    const runs = [run("Plaintiff Sipho ", 72, 700), run("Dlamini (Pty) Ltd", 168, 700)];
    const [hit] = findHitsOnPage(3, runs, "Sipho Dlamini");
    expect(hit?.page).toBe(3);
    expect(hit?.rects).toEqual([
      { x: 72 + 10 * 6, y: 700, width: 5 * 6, height: 12 },
      { x: 168, y: 700, width: 7 * 6, height: 12 },
    ]);
  });

  it("matches across a line break and extra spaces as one space", () => {
    const runs = [run("the defendant Thabo", 72, 700, true), run("Nkosi  denies", 72, 686)];
    expect(findHitsOnPage(1, runs, "thabo   nkosi")).toHaveLength(1);
  });

  it("does not join the last word of a line to the first of the next", () => {
    const runs = [run("Sipho", 72, 700, true), run("Dlamini", 72, 686)];
    expect(findHitsOnPage(1, runs, "siphodlamini")).toEqual([]);
  });

  it("finds nothing for a blank term", () => {
    expect(findHitsOnPage(1, [run("anything", 0, 0)], "   ")).toEqual([]);
  });
});

describe("findHits", () => {
  it("lists the hits page by page in page order", () => {
    const pages = new Map([
      [2, [run("Dlamini on page two", 72, 700)]],
      [1, [run("Dlamini and Dlamini", 72, 700)]],
    ]);
    expect(findHits(pages, "dlamini").map((hit) => hit.page)).toEqual([1, 1, 2]);
  });
});

describe("stepHit", () => {
  it("goes forward and back and wraps round at the ends", () => {
    expect(stepHit(null, 3, 1)).toBe(0);
    expect(stepHit(null, 3, -1)).toBe(2);
    expect(stepHit(2, 3, 1)).toBe(0);
    expect(stepHit(0, 3, -1)).toBe(2);
    expect(stepHit(1, 3, 1)).toBe(2);
  });

  it("has nothing to step to without hits", () => {
    expect(stepHit(null, 0, 1)).toBeNull();
  });
});

describe("firstHitFromPage", () => {
  it("starts from the first hit on or after the page shown, else from the first", () => {
    const hits = [1, 4, 4, 7].map((page) => ({ page, text: "x", rects: [] }));
    expect(firstHitFromPage(hits, 3)).toBe(1);
    expect(firstHitFromPage(hits, 8)).toBe(0);
    expect(firstHitFromPage([], 1)).toBeNull();
  });
});

describe("hitsToRedactionRects", () => {
  it("pads each hit's rectangle on every side and keeps its page", () => {
    const hits = [{ page: 2, text: "sipho", rects: [{ x: 90, y: 700, width: 30, height: 12 }] }];
    expect(hitsToRedactionRects(hits)).toEqual([{ page: 2, x: 88.5, y: 698.5, width: 33, height: 15 }]);
  });
});

describe("textWithin", () => {
  it("reads the runs a drawn rectangle touches, in order", () => {
    const runs = [run("First line", 72, 700, true), run("Second line", 72, 680, true), run("Far", 400, 600)];
    expect(textWithin(runs, { x: 70, y: 675, width: 40, height: 40 })).toBe("First line Second line");
    expect(textWithin(runs, { x: 0, y: 0, width: 10, height: 10 })).toBe("");
  });
});

describe("normaliseSearchTerm", () => {
  it("lower-cases, trims and collapses whitespace", () => {
    expect(normaliseSearchTerm("  Sipho \n Dlamini ")).toBe("sipho dlamini");
  });
});
