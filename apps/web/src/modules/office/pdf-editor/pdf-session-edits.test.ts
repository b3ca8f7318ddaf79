import { planPdfPages, type TPdfAnnotation, type TPdfModification } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  countEdits,
  describeModification,
  editsByPage,
  formatBatesNumber,
  orderWithPageMoved,
  resultPosition,
  withoutEdit,
} from "./pdf-session-edits";

const rect = { x: 72, y: 700, width: 100, height: 14 };
const annotations: TPdfAnnotation[] = [
  { id: "a1", type: "highlight", page: 2, rect, text: "the agreement" },
  { id: "a2", type: "note", page: 1, rect, text: "Check the date" },
  { id: "a3", type: "highlight", page: 1, rect, text: "" },
];
const modifications: TPdfModification[] = [
  { id: "m1", type: "rotate", page: 3, original: "", modified: "", content: { degrees: 90 } },
  {
    id: "m2",
    type: "redact",
    page: 1,
    original: "",
    modified: "",
    content: {
      rects: [
        { page: 1, ...rect },
        { page: 2, ...rect },
      ],
      reason: "Name of a minor",
    },
  },
];

describe("countEdits", () => {
  it("totals the server's counts and lists each type that has any in the editor's order of types", () => {
    const counts = { annotations: { note: 1, highlight: 2 }, modifications: { redact: 1, rotate: 1 } };
    expect(countEdits(counts)).toEqual({
      total: 5,
      annotations: [
        { type: "highlight", count: 2 },
        { type: "note", count: 1 },
      ],
      modifications: [
        { type: "rotate", count: 1 },
        { type: "redact", count: 1 },
      ],
    });
  });
});

describe("countEdits with no edits", () => {
  it("says none and lists no type", () => {
    expect(countEdits({ annotations: {}, modifications: {} })).toEqual({
      total: 0,
      annotations: [],
      modifications: [],
    });
  });
});

describe("formatBatesNumber", () => {
  it("pads the number with zeros after the prefix", () => {
    expect(formatBatesNumber({ prefix: "ABC", start: 1, digits: 6 })).toBe("ABC000001");
    expect(formatBatesNumber({ prefix: "", start: 1234567, digits: 4 })).toBe("1234567");
  });
});

describe("describeModification", () => {
  it("says what each modification does", () => {
    expect(modifications.map(describeModification)).toEqual([
      "Page 3 rotated 90°",
      "2 areas redacted: Name of a minor",
    ]);
  });
});

describe("resultPosition", () => {
  it("follows an original page through a delete and a reorder, and knows when it is gone", () => {
    const plan = planPdfPages(
      4,
      [
        { id: "d", type: "delete", page: 1, original: "", modified: "", content: {} },
        { id: "r", type: "reorder", page: 1, original: "", modified: "", content: { order: [3, 1, 2] } },
      ],
      new Map(),
    );
    expect(resultPosition(plan, 4)).toBe(1);
    expect(resultPosition(plan, 2)).toBe(2);
    expect(resultPosition(plan, 1)).toBeNull();
  });
});

describe("orderWithPageMoved", () => {
  it("swaps a page with the one before or after it", () => {
    expect(orderWithPageMoved(4, 2, -1)).toEqual([2, 1, 3, 4]);
    expect(orderWithPageMoved(4, 3, 1)).toEqual([1, 2, 4, 3]);
  });

  it("cannot move the first page up or the last down", () => {
    expect(orderWithPageMoved(4, 1, -1)).toBeNull();
    expect(orderWithPageMoved(4, 4, 1)).toBeNull();
  });
});

describe("editsByPage", () => {
  it("groups annotations and the redactions touching each page, in page order", () => {
    const pages = editsByPage({ annotations, modifications });
    expect(
      pages.map((page) => [page.page, page.annotations.map((a) => a.id), page.redactions.length]),
    ).toEqual([
      [1, ["a2", "a3"], 1],
      [2, ["a1"], 1],
    ]);
  });
});

describe("withoutEdit", () => {
  it("keeps every other edit as it is and sends the version it was based on", () => {
    const request = withoutEdit({ annotations, modifications, version: 7 }, "a2");
    expect(request.baseVersion).toBe(7);
    expect(request.annotations.map((annotation) => annotation.id)).toEqual(["a1", "a3"]);
    expect(request.modifications).toEqual(modifications);
  });
});
