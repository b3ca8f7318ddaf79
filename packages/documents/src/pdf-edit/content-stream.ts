/**
 * A PDF content stream read as operations (operands then operator), each remembering where it sits in
 * the bytes, so redaction can copy the operations it keeps byte for byte and rewrite only the few it
 * changes. Inline images (BI … ID data EI) are read as one operation whose data is skipped, never parsed.
 */

export type ContentOperand =
  | { kind: "number"; value: number }
  | { kind: "name"; value: string }
  | { kind: "string"; bytes: Uint8Array }
  | { kind: "array"; items: ContentOperand[] }
  | { kind: "dict"; entries: Map<string, ContentOperand> }
  | { kind: "keyword"; value: string };

export type ContentOperation = {
  operator: string;
  operands: ContentOperand[];
  /** Byte offsets of the whole operation (first operand to operator) in the stream. */
  start: number;
  end: number;
};

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

function isRegular(byte: number): boolean {
  return !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
}

/** A content stream that cannot be read; redaction then treats the page as one it cannot analyse. */
export class ContentStreamError extends Error {
  override name = "ContentStreamError";
}

type Token =
  | { kind: "operand"; operand: ContentOperand; start: number }
  | { kind: "open-array" | "close-array" | "open-dict" | "close-dict"; start: number }
  | { kind: "operator"; value: string; start: number };

class ContentReader {
  position = 0;
  constructor(readonly bytes: Uint8Array) {}

  skipSpaceAndComments(): void {
    const bytes = this.bytes;
    while (this.position < bytes.length) {
      const byte = bytes[this.position] as number;
      if (WHITESPACE.has(byte)) {
        this.position += 1;
      } else if (byte === 0x25) {
        while (this.position < bytes.length && bytes[this.position] !== 10 && bytes[this.position] !== 13) {
          this.position += 1;
        }
      } else {
        return;
      }
    }
  }

  nextToken(): Token | null {
    this.skipSpaceAndComments();
    const bytes = this.bytes;
    if (this.position >= bytes.length) return null;
    const start = this.position;
    const byte = bytes[start] as number;
    if (byte === 0x5b) {
      this.position += 1;
      return { kind: "open-array", start };
    }
    if (byte === 0x5d) {
      this.position += 1;
      return { kind: "close-array", start };
    }
    if (byte === 0x3c && bytes[start + 1] === 0x3c) {
      this.position += 2;
      return { kind: "open-dict", start };
    }
    if (byte === 0x3e && bytes[start + 1] === 0x3e) {
      this.position += 2;
      return { kind: "close-dict", start };
    }
    if (byte === 0x28) return { kind: "operand", operand: this.readLiteralString(), start };
    if (byte === 0x3c) return { kind: "operand", operand: this.readHexString(), start };
    if (byte === 0x2f) {
      this.position += 1;
      const nameStart = this.position;
      while (this.position < bytes.length && isRegular(bytes[this.position] as number)) this.position += 1;
      return {
        kind: "operand",
        operand: { kind: "name", value: latin1(bytes, nameStart, this.position) },
        start,
      };
    }
    if (byte === 0x7b || byte === 0x7d || byte === 0x29 || byte === 0x3e) {
      // Stray delimiters (PostScript braces, an unbalanced ")"): skipped as readers do.
      this.position += 1;
      return this.nextToken();
    }
    while (this.position < bytes.length && isRegular(bytes[this.position] as number)) this.position += 1;
    const word = latin1(bytes, start, this.position);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      return { kind: "operand", operand: { kind: "number", value: Number.parseFloat(word) }, start };
    }
    if (word === "true" || word === "false" || word === "null") {
      return { kind: "operand", operand: { kind: "keyword", value: word }, start };
    }
    return { kind: "operator", value: word, start };
  }

  readLiteralString(): ContentOperand {
    const bytes = this.bytes;
    const out: number[] = [];
    let depth = 1;
    this.position += 1;
    while (this.position < bytes.length) {
      const byte = bytes[this.position] as number;
      this.position += 1;
      if (byte === 0x5c) {
        const next = bytes[this.position] as number;
        this.position += 1;
        const escapes: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (escapes[next] !== undefined) {
          out.push(escapes[next] as number);
        } else if (next >= 0x30 && next <= 0x37) {
          let value = next - 0x30;
          for (let count = 0; count < 2; count += 1) {
            const digit = bytes[this.position] as number;
            if (digit < 0x30 || digit > 0x37) break;
            value = value * 8 + (digit - 0x30);
            this.position += 1;
          }
          out.push(value & 0xff);
        } else if (next === 13) {
          if (bytes[this.position] === 10) this.position += 1;
        } else if (next !== 10) {
          out.push(next);
        }
        continue;
      }
      if (byte === 0x28) depth += 1;
      if (byte === 0x29) {
        depth -= 1;
        if (depth === 0) return { kind: "string", bytes: Uint8Array.from(out) };
      }
      out.push(byte);
    }
    throw new ContentStreamError("unterminated string");
  }

  readHexString(): ContentOperand {
    const bytes = this.bytes;
    this.position += 1;
    let digits = "";
    while (this.position < bytes.length && bytes[this.position] !== 0x3e) {
      const byte = bytes[this.position] as number;
      if (!WHITESPACE.has(byte)) digits += String.fromCharCode(byte);
      this.position += 1;
    }
    if (this.position >= bytes.length) throw new ContentStreamError("unterminated hex string");
    this.position += 1;
    if (!/^[0-9a-fA-F]*$/.test(digits)) throw new ContentStreamError("bad hex string");
    if (digits.length % 2 === 1) digits += "0";
    const out = new Uint8Array(digits.length / 2);
    for (let index = 0; index < out.length; index += 1) {
      out[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    }
    return { kind: "string", bytes: out };
  }

  /** After "ID": the image data runs to an "EI" standing alone between white space. */
  skipInlineImageData(length: number | undefined): void {
    const bytes = this.bytes;
    this.position += 1; // the one white-space byte after ID
    if (length !== undefined && length >= 0) {
      this.position += length;
      this.skipSpaceAndComments();
      if (bytes[this.position] === 0x45 && bytes[this.position + 1] === 0x49) {
        this.position += 2;
        return;
      }
    }
    for (let index = this.position; index + 1 < bytes.length; index += 1) {
      if (
        bytes[index] === 0x45 &&
        bytes[index + 1] === 0x49 &&
        (index === 0 || WHITESPACE.has(bytes[index - 1] as number)) &&
        (index + 2 >= bytes.length || !isRegular(bytes[index + 2] as number))
      ) {
        this.position = index + 2;
        return;
      }
    }
    throw new ContentStreamError("inline image without EI");
  }
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = "";
  for (let index = start; index < end; index += 1) text += String.fromCharCode(bytes[index] as number);
  return text;
}

/** Reads a whole (decoded) content stream into operations; throws ContentStreamError when it cannot. */
export function parseContentStream(bytes: Uint8Array): ContentOperation[] {
  const reader = new ContentReader(bytes);
  const operations: ContentOperation[] = [];
  const stack: { items: ContentOperand[]; kind: "array" | "dict"; start: number }[] = [];
  let operands: ContentOperand[] = [];
  let operationStart = -1;

  const pushOperand = (operand: ContentOperand) => {
    const top = stack.at(-1);
    if (top) top.items.push(operand);
    else operands.push(operand);
  };

  for (let token = reader.nextToken(); token !== null; token = reader.nextToken()) {
    if (operationStart < 0) operationStart = token.start;
    switch (token.kind) {
      case "operand":
        pushOperand(token.operand);
        break;
      case "open-array":
      case "open-dict":
        stack.push({ items: [], kind: token.kind === "open-array" ? "array" : "dict", start: token.start });
        break;
      case "close-array":
      case "close-dict": {
        const top = stack.pop();
        if (!top) throw new ContentStreamError("unbalanced array or dictionary");
        pushOperand(top.kind === "array" ? { kind: "array", items: top.items } : toDict(top.items));
        break;
      }
      case "operator": {
        if (stack.length > 0) throw new ContentStreamError(`operator ${token.value} inside an array`);
        if (token.value === "BI") {
          operations.push(readInlineImage(reader, operationStart));
        } else {
          operations.push({ operator: token.value, operands, start: operationStart, end: reader.position });
        }
        operands = [];
        operationStart = -1;
        break;
      }
      default: {
        const unhandled: never = token;
        throw new Error(`unhandled token ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return operations;
}

function toDict(items: ContentOperand[]): ContentOperand {
  const entries = new Map<string, ContentOperand>();
  for (let index = 0; index + 1 < items.length; index += 2) {
    const key = items[index] as ContentOperand;
    if (key.kind === "name") entries.set(key.value, items[index + 1] as ContentOperand);
  }
  return { kind: "dict", entries };
}

function readInlineImage(reader: ContentReader, start: number): ContentOperation {
  const items: ContentOperand[] = [];
  for (let token = reader.nextToken(); ; token = reader.nextToken()) {
    if (token === null) throw new ContentStreamError("inline image without ID");
    if (token.kind === "operator" && token.value === "ID") break;
    if (token.kind === "operand") items.push(token.operand);
    else if (token.kind === "open-array") {
      const array: ContentOperand[] = [];
      for (let inner = reader.nextToken(); inner?.kind !== "close-array"; inner = reader.nextToken()) {
        if (inner === null) throw new ContentStreamError("unterminated array");
        if (inner.kind === "operand") array.push(inner.operand);
      }
      items.push({ kind: "array", items: array });
    }
  }
  const dict = toDict(items);
  const lengthOperand =
    dict.kind === "dict" ? (dict.entries.get("L") ?? dict.entries.get("Length")) : undefined;
  reader.skipInlineImageData(lengthOperand?.kind === "number" ? lengthOperand.value : undefined);
  return { operator: "BI", operands: [dict], start, end: reader.position };
}

/** A number as a content stream writes it: no exponent, at most 4 decimals. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const fixed = value.toFixed(4);
  const trimmed = fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed;
  return trimmed === "-0" ? "0" : trimmed;
}

function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** Writes an operand back; strings always as hex, which is safe for any byte. */
export function serializeOperand(operand: ContentOperand): string {
  switch (operand.kind) {
    case "number":
      return formatNumber(operand.value);
    case "name":
      return `/${operand.value}`;
    case "string":
      return `<${toHex(operand.bytes)}>`;
    case "array":
      return `[${operand.items.map(serializeOperand).join(" ")}]`;
    case "dict":
      return `<<${[...operand.entries].map(([key, value]) => `/${key} ${serializeOperand(value)}`).join(" ")}>>`;
    case "keyword":
      return operand.value;
    default: {
      const unhandled: never = operand;
      throw new Error(`unhandled operand ${JSON.stringify(unhandled)}`);
    }
  }
}

export function serializeOperation(operator: string, operands: readonly ContentOperand[]): string {
  return [...operands.map(serializeOperand), operator].join(" ");
}

/** Decodes a name's #xx escapes (PDF 1.2+), to look it up in a resource dictionary. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
