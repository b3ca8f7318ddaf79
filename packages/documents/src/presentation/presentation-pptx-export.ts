import PptxGenJS from "pptxgenjs";
import { fitImage } from "./presentation-image-size.ts";
import {
  DARK_FILL,
  type DeckForExport,
  INK,
  LIGHT_INK,
  slideRegions,
  type TextRegion,
  visibleLines,
} from "./presentation-layout.ts";

/**
 * Text XML 1.0 can carry: control characters other than tab and line breaks (a pasted bell or form
 * feed) would make PowerPoint refuse the whole file, so they are dropped.
 */
function xmlSafe(text: string): string {
  let result = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const isAllowedControl = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !isAllowedControl) || code === 0xfffe || code === 0xffff) continue;
    result += character;
  }
  return result;
}

function textOptions(region: TextRegion, color: string) {
  return {
    x: region.x,
    y: region.y,
    w: region.width,
    h: region.height,
    fontSize: region.fontSize,
    bold: region.isBold,
    align: region.align,
    color,
    fontFace: "Calibri",
    // PowerPoint shrinks text that overflows its box when the file is opened, as it does for typing.
    fit: "shrink" as const,
  };
}

function addLines(
  slide: PptxGenJS.Slide,
  lines: string[],
  region: TextRegion & { hasBulletMarks: boolean },
  color: string,
): void {
  if (lines.length === 0) return;
  const runs = lines.map((line) => ({
    text: xmlSafe(line),
    options: { bullet: region.hasBulletMarks, breakLine: true, paraSpaceAfter: 6 },
  }));
  slide.addText(runs, { ...textOptions(region, color), valign: region.hasBulletMarks ? "top" : "middle" });
}

function dataUrl(bytes: Uint8Array, kind: "png" | "jpeg"): string {
  // pptxgenjs takes "image/png;base64,…" (its data URLs leave out the "data:" scheme).
  return `image/${kind};base64,${Buffer.from(bytes).toString("base64")}`;
}

/**
 * The deck as a PowerPoint file: a 16:9 slide for each slide, in order, with its title, bullets,
 * image and speaker notes, made in memory with pptxgenjs.
 */
export async function presentationToPptx(deck: DeckForExport): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.title = xmlSafe(deck.title);
  pptx.company = "Inkundla";
  if (deck.author) pptx.author = xmlSafe(deck.author);
  for (const content of deck.slides) {
    const regions = slideRegions(content.layout);
    const slide = pptx.addSlide();
    const color = regions.isDark ? LIGHT_INK : INK;
    if (regions.isDark) slide.background = { color: DARK_FILL };
    if (content.title.trim()) slide.addText(xmlSafe(content.title), textOptions(regions.title, color));
    addLines(slide, visibleLines(content.bullets), regions.body, color);
    if (regions.secondColumn)
      addLines(slide, visibleLines(content.secondColumn), regions.secondColumn, color);
    const image = content.imageFileId ? deck.images.get(content.imageFileId) : undefined;
    if (regions.image && image) {
      const placed = fitImage(image.size, regions.image);
      slide.addImage({
        data: dataUrl(image.bytes, image.size.kind),
        x: placed.x,
        y: placed.y,
        w: placed.width,
        h: placed.height,
      });
    }
    if (content.notes.trim()) slide.addNotes(xmlSafe(content.notes));
  }
  const output = await pptx.write({ outputType: "nodebuffer" });
  if (!(output instanceof Uint8Array)) throw new Error("pptxgenjs did not return a buffer");
  return output;
}
