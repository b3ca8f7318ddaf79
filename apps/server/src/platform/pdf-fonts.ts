import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The typeface of every PDF the product makes: DejaVu Sans (regular and bold), from the
 * `dejavu-fonts-ttf` package under its permissive free licence (see its LICENSE beside the font
 * files). It has every letter of South Africa's eleven official languages — Tshivenda's ḓ ḽ ṅ ṋ ṱ,
 * Sepedi's and Setswana's š, Afrikaans' ê ë ô — and signs such as ✓, which the standard PDF fonts
 * (WinAnsi only) would print as other letters or "?". Each document embeds only the glyphs it uses.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The font files, read once per process. */
function readFontFiles() {
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/** Embeds the regular and bold faces in a document, subset to the characters it draws. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const files = await readFontFiles();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}
