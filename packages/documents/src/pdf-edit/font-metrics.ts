import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
  StandardFontEmbedder,
  StandardFonts,
} from "pdf-lib";

/** One glyph of a shown string: where its code sits in the bytes and how far it moves the pen. */
export type ShownGlyph = {
  start: number;
  length: number;
  /** Advance width in thousandths of text space (glyph space / 1000, as /Widths gives it). */
  width: number;
  /** A single-byte code 32: word spacing (Tw) applies to it. */
  isWordSpace: boolean;
};

/**
 * What redaction needs of a font to place each glyph. `isAnalysable` is false when the widths are not
 * known for certain (Type3 fonts, CMaps other than Identity, no widths at all): redaction then removes
 * whole show-text operations that may touch a rectangle, since a glyph placed wrongly could be left in.
 */
export type FontMetrics = {
  isAnalysable: boolean;
  /** Glyph box above and below the baseline, in thousandths of text space. */
  ascent: number;
  descent: number;
  decode(bytes: Uint8Array): ShownGlyph[];
};

/** Used when a font cannot be read: every byte a glyph 1 em wide, so its estimated extent errs large. */
export const UNKNOWN_FONT: FontMetrics = {
  isAnalysable: false,
  ascent: 1000,
  descent: -300,
  decode: (bytes) => singleByteGlyphs(bytes, () => 1000),
};

function singleByteGlyphs(bytes: Uint8Array, widthOf: (code: number) => number): ShownGlyph[] {
  return Array.from(bytes, (code, index) => ({
    start: index,
    length: 1,
    width: widthOf(code),
    isWordSpace: code === 32,
  }));
}

function numberOf(context: PDFContext, value: PDFObject | undefined): number | undefined {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFNumber ? resolved.asNumber() : undefined;
}

function dictOf(context: PDFContext, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

function arrayOf(context: PDFContext, value: PDFObject | undefined): PDFArray | undefined {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFArray ? resolved : undefined;
}

function nameOf(context: PDFContext, value: PDFObject | undefined): string | undefined {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFName ? resolved.decodeText() : undefined;
}

/** Ascent and descent from the descriptor; the standard fonts' typical values when it has none. */
function verticalExtent(
  context: PDFContext,
  descriptor: PDFDict | undefined,
): { ascent: number; descent: number } {
  const ascent = numberOf(context, descriptor?.get(PDFName.of("Ascent")));
  const descent = numberOf(context, descriptor?.get(PDFName.of("Descent")));
  return {
    ascent: ascent !== undefined && ascent > 0 ? Math.min(ascent, 1500) : 750,
    descent: descent !== undefined && descent < 0 ? Math.max(descent, -600) : -220,
  };
}

const STANDARD_ALIASES: Record<string, StandardFonts> = {
  Helvetica: StandardFonts.Helvetica,
  "Helvetica-Bold": StandardFonts.HelveticaBold,
  "Helvetica-Oblique": StandardFonts.HelveticaOblique,
  "Helvetica-BoldOblique": StandardFonts.HelveticaBoldOblique,
  Arial: StandardFonts.Helvetica,
  "Arial,Bold": StandardFonts.HelveticaBold,
  "Arial-BoldMT": StandardFonts.HelveticaBold,
  ArialMT: StandardFonts.Helvetica,
  "Times-Roman": StandardFonts.TimesRoman,
  "Times-Bold": StandardFonts.TimesRomanBold,
  "Times-Italic": StandardFonts.TimesRomanItalic,
  "Times-BoldItalic": StandardFonts.TimesRomanBoldItalic,
  TimesNewRoman: StandardFonts.TimesRoman,
  TimesNewRomanPSMT: StandardFonts.TimesRoman,
  Courier: StandardFonts.Courier,
  "Courier-Bold": StandardFonts.CourierBold,
  "Courier-Oblique": StandardFonts.CourierOblique,
  "Courier-BoldOblique": StandardFonts.CourierBoldOblique,
  CourierNew: StandardFonts.Courier,
  Symbol: StandardFonts.Symbol,
  ZapfDingbats: StandardFonts.ZapfDingbats,
};

const standardCache = new Map<
  StandardFonts,
  { widthOfName: (name: string) => number | undefined; nameOfCode: Map<number, string> }
>();

/** The 14 standard fonts' widths (from their AFM files, which pdf-lib carries), by code of their built-in encoding. */
function standardFont(font: StandardFonts) {
  let entry = standardCache.get(font);
  if (!entry) {
    // StandardFonts and the embedder's FontNames are the same strings under two enum types.
    const embedder = StandardFontEmbedder.for(
      font as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
    );
    const nameOfCode = new Map<number, string>();
    for (const codePoint of embedder.encoding.supportedCodePoints) {
      const { code, name } = embedder.encoding.encodeUnicodeCodePoint(codePoint);
      if (!nameOfCode.has(code)) nameOfCode.set(code, name);
    }
    entry = {
      widthOfName: (name: string) => {
        const width = embedder.font.getWidthOfGlyph(name);
        return typeof width === "number" ? width : undefined;
      },
      nameOfCode,
    };
    standardCache.set(font, entry);
  }
  return entry;
}

/** /Encoding /Differences of a simple font: code → glyph name. */
function differences(context: PDFContext, font: PDFDict): Map<number, string> {
  const map = new Map<number, string>();
  const encoding = dictOf(context, font.get(PDFName.of("Encoding")));
  const list = arrayOf(context, encoding?.get(PDFName.of("Differences")));
  if (!list) return map;
  let code = 0;
  for (const item of list.asArray()) {
    if (item instanceof PDFNumber) code = item.asNumber();
    else if (item instanceof PDFName) {
      map.set(code, item.decodeText());
      code += 1;
    }
  }
  return map;
}

function simpleFontMetrics(context: PDFContext, font: PDFDict): FontMetrics {
  const descriptor = dictOf(context, font.get(PDFName.of("FontDescriptor")));
  const extent = verticalExtent(context, descriptor);
  const widths = arrayOf(context, font.get(PDFName.of("Widths")));
  const firstChar = numberOf(context, font.get(PDFName.of("FirstChar"))) ?? 0;
  const missingWidth = numberOf(context, descriptor?.get(PDFName.of("MissingWidth")));
  if (widths) {
    const table = widths.asArray().map((value) => numberOf(context, value) ?? missingWidth ?? 500);
    return {
      isAnalysable: true,
      ...extent,
      decode: (bytes) => singleByteGlyphs(bytes, (code) => table[code - firstChar] ?? missingWidth ?? 500),
    };
  }
  const baseFont = (nameOf(context, font.get(PDFName.of("BaseFont"))) ?? "").replace(/^[A-Z]{6}\+/, "");
  const standard = STANDARD_ALIASES[baseFont];
  if (!standard) return { ...UNKNOWN_FONT, ...extent, ascent: Math.max(extent.ascent, 1000) };
  const metrics = standardFont(standard);
  const renamed = differences(context, font);
  let isAnalysable = true;
  const widthOf = (code: number) => {
    const name = renamed.get(code) ?? metrics.nameOfCode.get(code);
    const width = name ? metrics.widthOfName(name) : undefined;
    if (width === undefined) {
      isAnalysable = false;
      return missingWidth ?? 1000;
    }
    return width;
  };
  return {
    get isAnalysable() {
      return isAnalysable;
    },
    ascent: standard === StandardFonts.Symbol || standard === StandardFonts.ZapfDingbats ? 1000 : 750,
    descent: -220,
    decode: (bytes) => singleByteGlyphs(bytes, widthOf),
  };
}

/** A CIDFont's /W array: `c [w1 w2 …]` and `cFirst cLast w` entries. */
function cidWidths(context: PDFContext, list: PDFArray | undefined): Map<number, number> {
  const widths = new Map<number, number>();
  if (!list) return widths;
  const items = list.asArray();
  let index = 0;
  while (index < items.length) {
    const first = numberOf(context, items[index]);
    const next =
      items[index + 1] instanceof PDFRef ? context.lookup(items[index + 1] as PDFRef) : items[index + 1];
    if (first === undefined) break;
    if (next instanceof PDFArray) {
      next.asArray().forEach((value, offset) => {
        const width = numberOf(context, value);
        if (width !== undefined) widths.set(first + offset, width);
      });
      index += 2;
    } else {
      const last = numberOf(context, next);
      const width = numberOf(context, items[index + 2]);
      if (last === undefined || width === undefined) break;
      for (let cid = first; cid <= last && cid - first < 65536; cid += 1) widths.set(cid, width);
      index += 3;
    }
  }
  return widths;
}

function type0FontMetrics(context: PDFContext, font: PDFDict): FontMetrics {
  const encoding = nameOf(context, font.get(PDFName.of("Encoding")));
  const descendants = arrayOf(context, font.get(PDFName.of("DescendantFonts")));
  const descendant = dictOf(context, descendants?.get(0));
  const descriptor = dictOf(context, descendant?.get(PDFName.of("FontDescriptor")));
  const extent = verticalExtent(context, descriptor);
  // Only horizontal Identity-H is read glyph by glyph: two bytes a code, code = CID. Any other CMap is
  // a code-space we would have to parse; its text is removed whole instead.
  if (encoding !== "Identity-H" || !descendant) {
    return {
      ...UNKNOWN_FONT,
      decode: (bytes) => singleByteGlyphs(bytes, () => 1000),
    };
  }
  const widths = cidWidths(context, arrayOf(context, descendant.get(PDFName.of("W"))));
  const defaultWidth = numberOf(context, descendant.get(PDFName.of("DW"))) ?? 1000;
  return {
    isAnalysable: true,
    ...extent,
    decode: (bytes) => {
      const glyphs: ShownGlyph[] = [];
      for (let index = 0; index + 1 < bytes.length; index += 2) {
        const cid = ((bytes[index] as number) << 8) | (bytes[index + 1] as number);
        glyphs.push({ start: index, length: 2, width: widths.get(cid) ?? defaultWidth, isWordSpace: false });
      }
      if (bytes.length % 2 === 1) {
        glyphs.push({ start: bytes.length - 1, length: 1, width: defaultWidth, isWordSpace: false });
      }
      return glyphs;
    },
  };
}

/** Reads a font dictionary's metrics for redaction; never throws (an unreadable font is UNKNOWN_FONT). */
export function readFontMetrics(context: PDFContext, font: PDFDict | undefined): FontMetrics {
  if (!font) return UNKNOWN_FONT;
  try {
    const subtype = nameOf(context, font.get(PDFName.of("Subtype")));
    switch (subtype) {
      case "Type0":
        return type0FontMetrics(context, font);
      case "Type1":
      case "MMType1":
      case "TrueType":
        return simpleFontMetrics(context, font);
      default:
        // Type3 glyphs are drawn by procedures in their own glyph space: not placed reliably here.
        return UNKNOWN_FONT;
    }
  } catch {
    return UNKNOWN_FONT;
  }
}
