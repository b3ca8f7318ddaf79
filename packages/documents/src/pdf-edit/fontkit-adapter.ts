import { EventEmitter } from "node:events";
import { create } from "fontkit";
import type { PDFDocument } from "pdf-lib";

type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Subset = { encode(): Uint8Array; encodeStream?: () => EventEmitter };

/**
 * pdf-lib subsets fonts through the fork of fontkit it was written for (@pdf-lib/fontkit), which asks a
 * subset for `encodeStream()`; fontkit 2 (the product's font library) has `encode()` instead. This gives
 * fontkit 2's subsets that method, so embedded fonts carry only the glyphs used.
 */
export const pdfLibFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = create(Buffer.from(bytes), postscriptName) as unknown as { createSubset(): Subset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        setImmediate(() => {
          try {
            stream.emit("data", subset.encode());
            stream.emit("end");
          } catch (error) {
            stream.emit("error", error);
          }
        });
        return stream;
      };
      return subset;
    };
    return font;
  },
} as unknown as PdfLibFontkit;
