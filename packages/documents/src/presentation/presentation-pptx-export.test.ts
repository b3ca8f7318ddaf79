import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readImageSize } from "./presentation-image-size.ts";
import type { SlideImage } from "./presentation-layout.ts";
import { presentationToPptx } from "./presentation-pptx-export.ts";
import { buildSlide, makePng } from "./presentation-test-files.ts";

const IMAGE_ID = "99999999-9999-4999-8999-999999999999";

function imageOf(bytes: Uint8Array): SlideImage {
  const size = readImageSize(bytes);
  if (!size) throw new Error("test image unreadable");
  return { bytes, size };
}

async function unzipDeck(...args: Parameters<typeof presentationToPptx>) {
  return unzipSync(await presentationToPptx(...args));
}

/** The media files (pptxgenjs also writes an empty "ppt/media/" folder entry). */
const mediaFiles = (files: Record<string, Uint8Array>) =>
  Object.keys(files).filter((name) => name.startsWith("ppt/media/") && !name.endsWith("/"));

const slideNumbers = (files: Record<string, Uint8Array>, folder: string) =>
  Object.keys(files)
    .map((name) => new RegExp(`^ppt/${folder}/${folder.replace(/s$/, "")}(\\d+)\\.xml$`).exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

describe("presentationToPptx", () => {
  it("writes one slide part per slide, in the deck's order, each with its own title", async () => {
    const titles = ["Heads of argument", "The issues", "The facts", "Relief sought"];
    const files = await unzipDeck({
      title: "Mokoena v Dlamini",
      slides: titles.map((title) => buildSlide({ title })),
      images: new Map(),
    });
    expect(slideNumbers(files, "slides")).toEqual([1, 2, 3, 4]);
    titles.forEach((title, index) => {
      const xml = strFromU8(files[`ppt/slides/slide${index + 1}.xml`] as Uint8Array);
      expect(xml).toContain(title);
      for (const other of titles.filter((_, otherIndex) => otherIndex !== index)) {
        expect(xml).not.toContain(`>${other}<`);
      }
    });
    const presentationXml = strFromU8(files["ppt/presentation.xml"] as Uint8Array);
    // 16:9: 10 in × 5.625 in in EMUs.
    expect(presentationXml).toContain('cx="9144000" cy="5143500"');
  });

  it("puts each bullet in its own paragraph and the speaker notes on a notes slide", async () => {
    const files = await unzipDeck({
      title: "Briefing",
      slides: [
        buildSlide({
          title: "Options",
          bullets: ["Settle now", "", "Go to trial"],
          notes: "Stress the costs risk.",
        }),
        buildSlide({ title: "Next steps", notes: "" }),
      ],
      images: new Map(),
    });
    const slide = strFromU8(files["ppt/slides/slide1.xml"] as Uint8Array);
    expect(slide).toContain("Settle now");
    expect(slide).toContain("Go to trial");
    expect(slide.match(/<a:buChar /g)?.length).toBe(2);
    expect(slideNumbers(files, "notesSlides")).toEqual([1, 2]);
    expect(strFromU8(files["ppt/notesSlides/notesSlide1.xml"] as Uint8Array)).toContain(
      "Stress the costs risk.",
    );
  });

  it("embeds a slide's image on an image layout, and escapes text that would break the XML", async () => {
    const files = await unzipDeck({
      title: "Training",
      slides: [
        buildSlide({ layout: "title-image", title: "Fees & <costs>", imageFileId: IMAGE_ID }),
        buildSlide({ layout: "two-column", bullets: ["Left"], secondColumn: ["Right\u0007 side"] }),
      ],
      images: new Map([[IMAGE_ID, imageOf(makePng(40, 20))]]),
    });
    expect(mediaFiles(files)).toHaveLength(1);
    const slide = strFromU8(files["ppt/slides/slide1.xml"] as Uint8Array);
    expect(slide).toContain("Fees &amp; &lt;costs&gt;");
    expect(slide).toContain("<p:pic>");
    const twoColumns = strFromU8(files["ppt/slides/slide2.xml"] as Uint8Array);
    expect(twoColumns).toContain("Right side");
    expect(twoColumns).toContain("Left");
  });

  it("leaves out an image the slide names but the export could not read", async () => {
    const files = await unzipDeck({
      title: "Deck",
      slides: [buildSlide({ layout: "title-image", imageFileId: IMAGE_ID })],
      images: new Map(),
    });
    expect(mediaFiles(files)).toEqual([]);
  });
});
