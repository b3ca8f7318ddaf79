import { describe, expect, it } from "vitest";
import { decodeStatementFile } from "./statement-encoding.ts";

/** Text as Windows-1252 bytes (every character here is in Latin-1, where 1252 agrees). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(Array.from(text, (character) => character.charCodeAt(0)));
}

const OFX1_HEADER = [
  "OFXHEADER:100",
  "DATA:OFXSGML",
  "VERSION:102",
  "ENCODING:USASCII",
  "CHARSET:1252",
  "",
].join("\n");

describe("decodeStatementFile", () => {
  it("reads an OFX that declares CHARSET:1252 as Windows-1252", () => {
    const bytes = windows1252(`${OFX1_HEADER}<OFX><NAME>Café Müller</NAME></OFX>`);
    const { text, encoding } = decodeStatementFile(bytes);
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("<NAME>Café Müller</NAME>");
  });

  it("falls back to Windows-1252 for a CSV whose bytes are not UTF-8", () => {
    const { text, encoding } = decodeStatementFile(
      windows1252("Date,Description,Amount\n20261101,Café Müller,-45.00\n"),
    );
    expect(encoding).toBe("windows-1252");
    expect(text).toContain("Café Müller");
    expect(text).not.toContain("\ufffd");
  });

  it("reads UTF-8 as UTF-8, dropping a byte order mark", () => {
    const utf8 = new TextEncoder().encode("\ufeffDate,Description\n20261101,Ṱhalitshani Ṋemaḓivhani\n");
    const { text, encoding } = decodeStatementFile(utf8);
    expect(encoding).toBe("utf-8");
    expect(text.startsWith("Date,")).toBe(true);
    expect(text).toContain("Ṱhalitshani Ṋemaḓivhani");
  });

  it("follows an OFX 2 XML declaration of windows-1252", () => {
    const bytes = windows1252('<?xml version="1.0" encoding="windows-1252"?><OFX><MEMO>Crème</MEMO></OFX>');
    expect(decodeStatementFile(bytes).text).toContain("<MEMO>Crème</MEMO>");
  });
});
