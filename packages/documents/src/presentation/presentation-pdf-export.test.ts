import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfStrings } from "../testing/pdf-strings.ts";
import { readImageSize } from "./presentation-image-size.ts";
import { presentationToPdf } from "./presentation-pdf-export.ts";
import { buildSlide, makePng } from "./presentation-test-files.ts";

const IMAGE_ID = "99999999-9999-4999-8999-999999999999";

async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    ).length;
}

describe("presentationToPdf", () => {
  it("draws one landscape 16:9 page per slide, each with its title and bullets", async () => {
    const slides = [
      buildSlide({ layout: "title", title: "Mokoena v Dlamini", bullets: ["Heads of argument"] }),
      buildSlide({ title: "The issues", bullets: ["Was the lease cancelled?", "Is rent owing?"] }),
      buildSlide({ layout: "section", title: "The law", bullets: [] }),
    ];
    const bytes = await presentationToPdf({ title: "Mokoena v Dlamini", slides, images: new Map() });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBe(720);
    expect(height).toBe(405);
    expect(pdf.getTitle()).toBe("Mokoena v Dlamini");
    const secondPage = await pdfStrings(bytes, 1);
    expect(secondPage).toContain("The issues");
    expect(secondPage).toContain("Was the lease cancelled?");
    expect(await pdfStrings(bytes, 2)).toEqual(["The law"]);
  });

  it("draws an image once however many slides show it, and every South African letter as typed (a face's missing character as '?')", async () => {
    const png = makePng(30, 60);
    const size = readImageSize(png);
    if (!size) throw new Error("test image unreadable");
    const bytes = await presentationToPdf({
      title: "Team",
      slides: [
        buildSlide({ layout: "title-image", title: "Die span — Tshivenḓa", imageFileId: IMAGE_ID }),
        buildSlide({ layout: "title", title: "Ukuthula 🕊" }),
        buildSlide({ layout: "title-image", title: "Again", imageFileId: IMAGE_ID }),
      ],
      images: new Map([[IMAGE_ID, { bytes: png, size }]]),
    });
    expect(await imageCount(bytes)).toBe(1);
    expect(await pdfStrings(bytes, 0)).toContain("Die span — Tshivenḓa");
    expect((await Promise.all([0, 1, 2].map((page) => pdfStrings(bytes, page)))).flat()).toContain(
      "Ukuthula ?",
    );
  });

  it("fits a long slide on its page by shrinking the text and cutting what still does not fit", async () => {
    const bullets = Array.from({ length: 30 }, (_, index) => `Point ${index + 1}: ${"word ".repeat(80)}`);
    const bytes = await presentationToPdf({
      title: "Long",
      slides: [buildSlide({ title: "Everything", bullets })],
      images: new Map(),
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const text = await pdfStrings(bytes, 0);
    expect(text.at(-1)).toMatch(/…$/);
  });
});
