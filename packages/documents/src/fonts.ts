import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import type { TextMeasure } from "./text-fitting.ts";

/**
 * The typeface of every document the product makes: DejaVu Sans (regular and bold), from the
 * `dejavu-fonts-ttf` package under the Bitstream Vera / DejaVu licence (free to embed and ship; see the
 * LICENSE beside the font files). It has every letter of South Africa's eleven official languages —
 * Tshivenda's ḓ ḽ ṅ ṋ ṱ, Sepedi's and Setswana's š, Afrikaans' ê ë ô — and signs such as ✓, which the
 * standard PDF fonts (WinAnsi only) would print as other letters or "?". A PDF embeds only the glyphs
 * it uses (pdfkit subsets every TrueType font it embeds).
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

export type DocumentFonts = {
  regular: Font;
  bold: Font;
  /** The code points both faces can draw. */
  supported: ReadonlySet<number>;
};

let loaded: Promise<DocumentFonts> | null = null;

async function parseFont(file: string): Promise<Font> {
  const font = create(await readFile(file));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

/**
 * The two faces, read and parsed once per process: every document shares them (pdfkit takes a parsed
 * font and makes each document its own subset), so a one-page invoice does not parse 700 KB of font.
 */
export function loadDocumentFonts(): Promise<DocumentFonts> {
  loaded ??= Promise.all([parseFont(FONT_FILES.regular), parseFont(FONT_FILES.bold)]).then(
    ([regular, bold]) => {
      const inBold = new Set(bold.characterSet);
      const supported = new Set(regular.characterSet.filter((codePoint) => inBold.has(codePoint)));
      return { regular, bold, supported };
    },
  );
  return loaded;
}

let fileBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The two faces' files, read once per process, for pdf-lib, which embeds a font from its bytes. */
export function readDocumentFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fileBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fileBytes;
}

/**
 * Widths from each character's advance (kerning ignored, a fraction of a point on a line), remembered
 * per character: quick enough to wrap a slide's text at every size tried, where laying out each
 * candidate line through the font would take seconds.
 */
export function advanceWidthMeasure(font: Font): TextMeasure {
  const advances = new Map<string, number>();
  return {
    width: (text, size) => {
      let width = 0;
      for (const character of text) {
        let advance = advances.get(character);
        if (advance === undefined) {
          advance = font.glyphForCodePoint(character.codePointAt(0) ?? 0).advanceWidth / font.unitsPerEm;
          advances.set(character, advance);
        }
        width += advance;
      }
      return width * size;
    },
  };
}
