/** A cell of the grid, counted from 1 as the sheet's references are (A1 is row 1, column 1). */
export interface CellPosition {
  row: number;
  column: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

export type GridMove =
  | "up"
  | "down"
  | "left"
  | "right"
  | "rowStart"
  | "rowEnd"
  | "sheetStart"
  | "sheetEnd"
  | "pageUp"
  | "pageDown";

interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * The move a key asks for while the grid (not a cell's editor) has the focus, as a spreadsheet moves:
 * arrows, Tab and Shift+Tab, Enter and Shift+Enter, Home/End (Ctrl for the sheet's corners), Page
 * Up/Down. Null when the key is no move.
 */
export function moveForKey({
  key,
  shiftKey = false,
  ctrlKey = false,
  metaKey = false,
}: KeyPress): GridMove | null {
  const withControl = ctrlKey || metaKey;
  switch (key) {
    case "ArrowUp":
      return "up";
    case "ArrowDown":
      return "down";
    case "ArrowLeft":
      return "left";
    case "ArrowRight":
      return "right";
    case "Tab":
      return shiftKey ? "left" : "right";
    case "Enter":
      return shiftKey ? "up" : "down";
    case "Home":
      return withControl ? "sheetStart" : "rowStart";
    case "End":
      return withControl ? "sheetEnd" : "rowEnd";
    case "PageUp":
      return "pageUp";
    case "PageDown":
      return "pageDown";
    default:
      return null;
  }
}

function clamp(value: number, lowest: number, highest: number): number {
  return Math.min(Math.max(value, lowest), highest);
}

/** Where the selection lands after a move; it never leaves the sheet. */
export function moveSelection(
  position: CellPosition,
  move: GridMove,
  size: GridSize,
  pageRows: number,
): CellPosition {
  const { row, column } = position;
  const next = (() => {
    switch (move) {
      case "up":
        return { row: row - 1, column };
      case "down":
        return { row: row + 1, column };
      case "left":
        return { row, column: column - 1 };
      case "right":
        return { row, column: column + 1 };
      case "rowStart":
        return { row, column: 1 };
      case "rowEnd":
        return { row, column: size.columns };
      case "sheetStart":
        return { row: 1, column: 1 };
      case "sheetEnd":
        return { row: size.rows, column: size.columns };
      case "pageUp":
        return { row: row - pageRows, column };
      case "pageDown":
        return { row: row + pageRows, column };
      default: {
        const unexpected: never = move;
        return unexpected;
      }
    }
  })();
  return { row: clamp(next.row, 1, size.rows), column: clamp(next.column, 1, size.columns) };
}

/**
 * Whether a key typed on a selected cell starts editing it with that character (as typing over a cell
 * does in a spreadsheet): one printable character, without Ctrl or Cmd.
 */
export function isTypingKey({ key, ctrlKey = false, metaKey = false }: KeyPress): boolean {
  return key.length === 1 && !ctrlKey && !metaKey;
}
