import { type CellErrorCode, SPREADSHEET_LIMITS } from "./cell-value.ts";
import {
  FormulaSyntaxError,
  type FormulaToken,
  type TokenReference,
  tokenizeFormula,
} from "./formula-tokens.ts";

export type BinaryOperator = "+" | "-" | "*" | "/" | "^" | "&" | "=" | "<>" | "<" | ">" | "<=" | ">=";

/** A rectangle of cells, corners sorted (top ≤ bottom, left ≤ right). */
export type CellArea = { top: number; left: number; bottom: number; right: number };

/**
 * A reference inside a formula template, shared by every cell of a filled-down column: a part without
 * `$` counts from the formula's own cell (row 0 is its own row), a part with `$` is the sheet's own.
 */
export type RelativeReference = {
  row: number;
  column: number;
  isRowAbsolute: boolean;
  isColumnAbsolute: boolean;
};

export type FormulaNode =
  | { kind: "number"; value: number }
  | { kind: "string"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "error"; code: CellErrorCode }
  | { kind: "name"; name: string }
  | { kind: "empty" }
  | { kind: "cell"; row: number; column: number }
  | ({ kind: "range" } & CellArea)
  | { kind: "relativeCell"; reference: RelativeReference }
  | { kind: "relativeRange"; first: RelativeReference; last: RelativeReference }
  | { kind: "unary"; operator: "-" | "+"; operand: FormulaNode }
  | { kind: "percent"; operand: FormulaNode }
  | { kind: "binary"; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { kind: "call"; name: string; args: FormulaNode[] };

export type ParsedFormula =
  | { ok: true; node: FormulaNode; cells: { row: number; column: number }[]; areas: CellArea[] }
  | { ok: false; code: CellErrorCode; message: string };

// Excel allows 64 nested functions; a deeper formula is a mistake and recursion must stay bounded.
const MAX_NESTING = 100;

const COMPARISON_OPERATORS = new Set(["=", "<>", "<", ">", "<=", ">="]);

/** Where one reference (a cell, or a whole range) stands in the text, counted from the formula's "=". */
export type ReferenceSpan = { start: number; end: number };

/** A formula read as a template for its cell at `origin`: see parseFormulaTemplate. */
export type ParsedTemplate =
  | {
      ok: true;
      node: FormulaNode;
      cells: RelativeReference[];
      areas: { first: RelativeReference; last: RelativeReference }[];
      spans: ReferenceSpan[];
    }
  | { ok: false; code: CellErrorCode; message: string };

type Origin = { row: number; column: number };

function relativeTo(reference: TokenReference, origin: Origin): RelativeReference {
  return {
    row: reference.isRowAbsolute ? reference.row : reference.row - origin.row,
    column: reference.isColumnAbsolute ? reference.column : reference.column - origin.column,
    isRowAbsolute: reference.isRowAbsolute,
    isColumnAbsolute: reference.isColumnAbsolute,
  };
}

class FormulaParser {
  private position = 0;
  private depth = 0;
  readonly cells: { row: number; column: number }[] = [];
  readonly areas: CellArea[] = [];
  readonly relativeCells: RelativeReference[] = [];
  readonly relativeAreas: { first: RelativeReference; last: RelativeReference }[] = [];
  readonly spans: ReferenceSpan[] = [];

  /** With an origin, references come out relative to it (a template); without, as plain cells. */
  constructor(
    private readonly tokens: FormulaToken[],
    private readonly origin: Origin | null = null,
  ) {}

  parseWhole(): FormulaNode {
    if (this.tokens.length === 0) throw new FormulaSyntaxError("The formula is empty.");
    const node = this.parseComparison();
    const rest = this.tokens[this.position];
    if (rest)
      throw new FormulaSyntaxError(`The formula has something unexpected at position ${rest.start + 2}.`);
    return node;
  }

  private peek(): FormulaToken | undefined {
    return this.tokens[this.position];
  }

  private peekOperator(): string | null {
    const token = this.peek();
    return token?.kind === "operator" ? token.operator : null;
  }

  private parseComparison(): FormulaNode {
    let left = this.parseConcatenation();
    for (let operator = this.peekOperator(); operator && COMPARISON_OPERATORS.has(operator); ) {
      this.position += 1;
      left = { kind: "binary", operator: operator as BinaryOperator, left, right: this.parseConcatenation() };
      operator = this.peekOperator();
    }
    return left;
  }

  private parseConcatenation(): FormulaNode {
    let left = this.parseAdditive();
    while (this.peekOperator() === "&") {
      this.position += 1;
      left = { kind: "binary", operator: "&", left, right: this.parseAdditive() };
    }
    return left;
  }

  private parseAdditive(): FormulaNode {
    let left = this.parseMultiplicative();
    for (let operator = this.peekOperator(); operator === "+" || operator === "-"; ) {
      this.position += 1;
      left = { kind: "binary", operator, left, right: this.parseMultiplicative() };
      operator = this.peekOperator();
    }
    return left;
  }

  private parseMultiplicative(): FormulaNode {
    let left = this.parsePower();
    for (let operator = this.peekOperator(); operator === "*" || operator === "/"; ) {
      this.position += 1;
      left = { kind: "binary", operator, left, right: this.parsePower() };
      operator = this.peekOperator();
    }
    return left;
  }

  // As in Excel, ^ groups from the left (2^3^2 = 64) and binds looser than negation (-2^2 = 4).
  private parsePower(): FormulaNode {
    let left = this.parseUnary();
    while (this.peekOperator() === "^") {
      this.position += 1;
      left = { kind: "binary", operator: "^", left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): FormulaNode {
    const operator = this.peekOperator();
    if (operator === "-" || operator === "+") {
      this.position += 1;
      this.enter();
      const operand = this.parseUnary();
      this.depth -= 1;
      return { kind: "unary", operator, operand };
    }
    let node = this.parsePrimary();
    while (this.peekOperator() === "%") {
      this.position += 1;
      node = { kind: "percent", operand: node };
    }
    return node;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw new FormulaSyntaxError("The formula is nested too deeply.");
  }

  private parsePrimary(): FormulaNode {
    const token = this.peek();
    if (!token) throw new FormulaSyntaxError("The formula ends too early.");
    this.position += 1;
    switch (token.kind) {
      case "number":
        return { kind: "number", value: token.value };
      case "string":
        return { kind: "string", value: token.value };
      case "boolean":
        return { kind: "boolean", value: token.value };
      case "error":
        return { kind: "error", code: token.code };
      case "name":
        return { kind: "name", name: token.name };
      case "cell": {
        const { row, column } = token.reference;
        this.cells.push({ row, column });
        if (!this.origin) return { kind: "cell", row, column };
        const reference = relativeTo(token.reference, this.origin);
        this.relativeCells.push(reference);
        this.spans.push({ start: token.start, end: token.end });
        return { kind: "relativeCell", reference };
      }
      case "range": {
        const area: CellArea = {
          top: Math.min(token.first.row, token.last.row),
          bottom: Math.max(token.first.row, token.last.row),
          left: Math.min(token.first.column, token.last.column),
          right: Math.max(token.first.column, token.last.column),
        };
        this.areas.push(area);
        if (!this.origin) return { kind: "range", ...area };
        const first = relativeTo(token.first, this.origin);
        const last = relativeTo(token.last, this.origin);
        this.relativeAreas.push({ first, last });
        this.spans.push({ start: token.start, end: token.end });
        return { kind: "relativeRange", first, last };
      }
      case "open": {
        this.enter();
        const inner = this.parseComparison();
        this.depth -= 1;
        this.expect("close", "A bracket in the formula is not closed.");
        return inner;
      }
      case "function":
        return this.parseCall(token.name);
      default:
        throw new FormulaSyntaxError(`The formula has something unexpected at position ${token.start + 2}.`);
    }
  }

  private parseCall(name: string): FormulaNode {
    this.expect("open", `The function ${name} needs brackets.`);
    this.enter();
    const args: FormulaNode[] = [];
    if (this.peek()?.kind === "close") {
      this.position += 1;
    } else {
      for (;;) {
        const next = this.peek()?.kind;
        // An empty argument (IF(A1,,2)) counts as an empty value, as in Excel.
        args.push(next === "separator" || next === "close" ? { kind: "empty" } : this.parseComparison());
        const token = this.peek();
        this.position += 1;
        if (token?.kind === "close") break;
        if (token?.kind !== "separator") {
          throw new FormulaSyntaxError(`The brackets of ${name} are not closed.`);
        }
      }
    }
    this.depth -= 1;
    return { kind: "call", name, args };
  }

  private expect(kind: FormulaToken["kind"], message: string): void {
    if (this.peek()?.kind !== kind) throw new FormulaSyntaxError(message);
    this.position += 1;
  }
}

/**
 * Reads formula text ("=A1*2") into a tree, with every cell and range it names. Never throws: text that
 * cannot be read comes back as the error the cell shows.
 */
export function parseFormula(text: string): ParsedFormula {
  const parsed = runParser(text, null);
  if ("ok" in parsed) return parsed;
  return { ok: true, node: parsed.node, cells: parsed.parser.cells, areas: parsed.parser.areas };
}

/**
 * Reads the formula of the cell at (`row`, `column`) as a template: references without `$` are kept
 * relative to that cell, so the same tree serves every row of a filled-down column. `spans` says where
 * each reference stands in `text`, so a caller can check it found the same references.
 */
export function parseFormulaTemplate(text: string, row: number, column: number): ParsedTemplate {
  const parsed = runParser(text, { row, column });
  if ("ok" in parsed) return parsed;
  const prefixLength = text.startsWith("=") ? 1 : 0;
  return {
    ok: true,
    node: parsed.node,
    cells: parsed.parser.relativeCells,
    areas: parsed.parser.relativeAreas,
    spans: parsed.parser.spans.map((span) => ({
      start: span.start + prefixLength,
      end: span.end + prefixLength,
    })),
  };
}

type ParseFailure = { ok: false; code: CellErrorCode; message: string };

function runParser(
  text: string,
  origin: Origin | null,
): { parser: FormulaParser; node: FormulaNode } | ParseFailure {
  if (text.length > SPREADSHEET_LIMITS.maxFormulaLength) {
    return {
      ok: false,
      code: "#VALUE!",
      message: `The formula is longer than ${SPREADSHEET_LIMITS.maxFormulaLength.toLocaleString("en-ZA")} characters.`,
    };
  }
  const body = text.startsWith("=") ? text.slice(1) : text;
  try {
    const parser = new FormulaParser(tokenizeFormula(body), origin);
    const node = parser.parseWhole();
    return { parser, node };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, code: "#VALUE!", message: error.message };
    if (error instanceof RangeError)
      return { ok: false, code: "#VALUE!", message: "The formula is nested too deeply." };
    throw error;
  }
}
