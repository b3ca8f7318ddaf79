import { describe, expect, it } from "vitest";
import type { InlineRun } from "./document-blocks.ts";
import { layOutLines, piecePositions, type Typesetter } from "./pdf-line-layout.ts";

/** Every character 1 pt wide per point of size, bold ones 1.5: easy to reason about. */
const typesetter: Typesetter = {
  measures: {
    regular: { width: (text, size) => Array.from(text).length * size },
    bold: { width: (text, size) => Array.from(text).length * size * 1.5 },
  },
  drawable: (text) => text,
};
const text = (value: string, marks = {}): InlineRun => ({ kind: "text", text: value, marks });
const noNotes = { add: () => 0 };
const lineTexts = (runs: InlineRun[], width: number) =>
  layOutLines(runs, { size: 1, face: "regular" }, width, typesetter, noNotes).map((line) =>
    line.pieces.map((piece) => piece.text).join(""),
  );

describe("layOutLines", () => {
  it("breaks at spaces, with no space at either end of a line", () => {
    expect(lineTexts([text("aaa bbb ccc")], 7)).toEqual(["aaa bbb", "ccc"]);
  });

  it("starts a new line at a line break", () => {
    expect(lineTexts([text("one"), { kind: "lineBreak" }, text("two")], 100)).toEqual(["one", "two"]);
  });

  it("cuts a word wider than the line", () => {
    expect(lineTexts([text("abcdefgh")], 3)).toEqual(["abc", "def", "gh"]);
  });

  it("sets a bold word in the bold face, measured as such", () => {
    const [line] = layOutLines(
      [text("a "), text("bb", { bold: true })],
      { size: 2, face: "regular" },
      100,
      typesetter,
      noNotes,
    );
    expect(line?.pieces.map((piece) => [piece.text, piece.face])).toEqual([
      ["a", "regular"],
      [" ", "regular"],
      ["bb", "bold"],
    ]);
    expect(line?.width).toBe(2 + 2 + 6);
  });

  it("numbers a footnote and raises its number", () => {
    const notes: string[] = [];
    const [line] = layOutLines(
      [text("Held"), { kind: "footnote", text: "Note." }],
      { size: 10, face: "regular" },
      100,
      typesetter,
      { add: (note) => notes.push(note) },
    );
    expect(notes).toEqual(["Note."]);
    expect(line?.pieces.at(-1)).toMatchObject({ text: "1", size: 6.5, rise: 4 });
  });

  it("answers one empty line for an empty paragraph", () => {
    expect(lineTexts([], 10)).toEqual([""]);
  });
});

describe("piecePositions", () => {
  const [line] = layOutLines([text("a b")], { size: 1, face: "regular" }, 100, typesetter, noNotes);
  if (!line) throw new Error("expected a line");

  it("centres and right-aligns a line in its width", () => {
    expect(piecePositions(line, 0, 11, "center", true)[0]).toBe(4);
    expect(piecePositions(line, 0, 11, "right", true)[0]).toBe(8);
  });

  it("stretches the spaces of a justified line but not of its last", () => {
    expect(piecePositions(line, 0, 11, "justify", false)).toEqual([0, 1, 10]);
    expect(piecePositions(line, 0, 11, "justify", true)).toEqual([0, 1, 2]);
  });
});
