import { describe, expect, it } from "vitest";
import { isTypingKey, moveForKey, moveSelection } from "./grid-navigation";

const SIZE = { rows: 20, columns: 6 };

describe("moveForKey", () => {
  it("reads Enter and Tab as a spreadsheet does: down and right, up and left with Shift", () => {
    expect(moveForKey({ key: "Enter" })).toBe("down");
    expect(moveForKey({ key: "Enter", shiftKey: true })).toBe("up");
    expect(moveForKey({ key: "Tab" })).toBe("right");
    expect(moveForKey({ key: "Tab", shiftKey: true })).toBe("left");
  });

  it("reads Ctrl+Home and Ctrl+End as the sheet's corners and plain Home as the row's start", () => {
    expect(moveForKey({ key: "Home", ctrlKey: true })).toBe("sheetStart");
    expect(moveForKey({ key: "End", metaKey: true })).toBe("sheetEnd");
    expect(moveForKey({ key: "Home" })).toBe("rowStart");
  });

  it("answers null for a key that moves nothing", () => {
    expect(moveForKey({ key: "a" })).toBeNull();
  });
});

describe("moveSelection", () => {
  it("moves one cell in each direction", () => {
    expect(moveSelection({ row: 5, column: 3 }, "up", SIZE, 10)).toEqual({ row: 4, column: 3 });
    expect(moveSelection({ row: 5, column: 3 }, "right", SIZE, 10)).toEqual({ row: 5, column: 4 });
  });

  it("never leaves the sheet", () => {
    expect(moveSelection({ row: 1, column: 1 }, "up", SIZE, 10)).toEqual({ row: 1, column: 1 });
    expect(moveSelection({ row: 1, column: 6 }, "right", SIZE, 10)).toEqual({ row: 1, column: 6 });
    expect(moveSelection({ row: 15, column: 2 }, "pageDown", SIZE, 10)).toEqual({ row: 20, column: 2 });
  });

  it("jumps to the last cell of the sheet on sheetEnd", () => {
    expect(moveSelection({ row: 3, column: 2 }, "sheetEnd", SIZE, 10)).toEqual({ row: 20, column: 6 });
  });
});

describe("isTypingKey", () => {
  it("starts editing on a printable character but not on a shortcut or a named key", () => {
    expect(isTypingKey({ key: "7" })).toBe(true);
    expect(isTypingKey({ key: "=" })).toBe(true);
    expect(isTypingKey({ key: "s", ctrlKey: true })).toBe(false);
    expect(isTypingKey({ key: "F2" })).toBe(false);
  });
});
