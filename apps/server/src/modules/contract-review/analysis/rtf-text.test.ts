import { describe, expect, it } from "vitest";
import { isRtf, readRtfText } from "./rtf-text.ts";

const LIBREOFFICE_LIKE = String.raw`{\rtf1\ansi\deff3\adeflang1025
{\fonttbl{\f0\froman\fprq2\fcharset0 Times New Roman;}{\f3\froman\fprq2\fcharset0 DejaVu Serif;}}
{\colortbl;\red0\green0\blue0;}
{\stylesheet{\s0\snext0 Normal;}}{\*\generator LibreOffice/7.4;}{\info{\creatim\yr2026\mo11}}
\pard\plain \s0\f3\fs24 GYM MEMBERSHIP AGREEMENT\par
\pard\plain \s0 1. DURATION\par
\pard\plain \s0 1.1 This Agreement endures for a fixed period of thirty-six (36) months at R650 \'96 payable monthly.\par
\pard\plain \s0 2. CAF\'c9 \u8220\'93Club\u8221\'94 rules\tab apply.\par
}`;

describe("readRtfText", () => {
  it("keeps the body's words and paragraphs and leaves out fonts, colours, styles and document information", () => {
    const text = readRtfText(LIBREOFFICE_LIKE);
    expect(text).toBe(
      "GYM MEMBERSHIP AGREEMENT\n1. DURATION\n1.1 This Agreement endures for a fixed period of thirty-six (36) months at R650 – payable monthly.\n2. CAFÉ “Club” rules\tapply.",
    );
    expect(text).not.toMatch(/Times New Roman|LibreOffice|Normal/);
  });

  it("reads escaped braces and backslashes as characters, and knows an RTF file by its opening", () => {
    expect(readRtfText(String.raw`{\rtf1 a \{b\} c\\d\par}`)).toBe("a {b} c\\d");
    expect(isRtf("  {\\rtf1\\ansi hello}")).toBe(true);
    expect(isRtf("1. PARTIES")).toBe(false);
  });
});
