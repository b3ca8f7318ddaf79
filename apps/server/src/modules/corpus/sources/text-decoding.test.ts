import { describe, expect, it } from "vitest";
import { decodeText, decodeWindows1252 } from "./text-decoding.ts";

describe("decodeText", () => {
  it("reads UTF-8 and drops its byte order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Grondwet – “artikel 25”")]);
    expect(decodeText(bytes)).toBe("Grondwet – “artikel 25”");
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8, curly quotes and dashes included", () => {
    // “Section 25” – seën, as Word on Windows saves it.
    const bytes = new Uint8Array([
      0x93,
      ...new TextEncoder().encode("Section 25"),
      0x94,
      0x20,
      0x96,
      0x20,
      0x73,
      0x65,
      0xeb,
      0x6e,
    ]);
    expect(decodeText(bytes)).toBe("“Section 25” – seën");
  });

  it("reads UTF-16 text marked with a byte order mark, either way round", () => {
    const littleEndian = new Uint8Array([
      0xff, 0xfe, 0x5b, 0x00, 0x31, 0x00, 0x5d, 0x00, 0x20, 0x00, 0x1c, 0x20,
    ]);
    expect(decodeText(littleEndian)).toBe("[1] “");
    const bigEndian = new Uint8Array([0xfe, 0xff, 0x00, 0x5b, 0x00, 0x31, 0x00, 0x5d]);
    expect(decodeText(bigEndian)).toBe("[1]");
  });

  it("refuses binary bytes", () => {
    const binary = new Uint8Array(1_000).map((_, index) => (index * 97 + 13) % 256);
    expect(decodeText(binary)).toBeNull();
    expect(decodeText(new TextEncoder().encode("text\u0000with a NUL"))).toBeNull();
  });

  it("forgives a rare stray control character in long text", () => {
    const text = `${"A judgment line. ".repeat(200)}\u0007`;
    expect(decodeText(new TextEncoder().encode(text))).toBe(text);
  });
});

describe("decodeWindows1252", () => {
  it("maps 0x80–0x9F to the characters Windows puts there and the rest as Latin-1", () => {
    expect(decodeWindows1252(new Uint8Array([0x80, 0x85, 0x91, 0x92, 0x99, 0xe9, 0x41]))).toBe("€…‘’™éA");
  });
});
