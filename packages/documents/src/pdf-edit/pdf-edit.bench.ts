/**
 * The scale check: a 300-page bundle gets Bates numbers and exports in under 10 s.
 * Run by `npm run bench -- --only pdf-bates`, or alone with
 * `npx tsx packages/documents/src/pdf-edit/pdf-edit.bench.ts`; prints the times of 3 runs.
 */
import { performance } from "node:perf_hooks";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { applyEditsDetailed } from "./apply-edits.ts";
import { buildPdfBundle } from "./bundle-builder.ts";

const PAGES = 300;

async function makeDocument(label: string, pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  for (let index = 1; index <= pages; index += 1) {
    const page = document.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      page.drawText(
        `${label}, page ${index}, line ${line + 1}: the plaintiff's particulars of claim continue here.`,
        {
          x: 56,
          y: 780 - line * 18,
          size: 10,
          font,
        },
      );
    }
  }
  return document.save();
}

const documents = await Promise.all([
  makeDocument("Pleadings", 100).then((bytes) => ({ name: "Pleadings", bytes })),
  makeDocument("Notices", 100).then((bytes) => ({ name: "Notices", bytes })),
  makeDocument("Correspondence", PAGES - 201).then((bytes) => ({ name: "Correspondence", bytes })),
]);

const bates = { prefix: "INK", start: 1, digits: 6, position: "bottom-right" as const, fontSize: 10 };
const RUNS = 3;
const bundleTimes: number[] = [];
const exportTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  let started = performance.now();
  const bundle = await buildPdfBundle({ title: "Trial bundle", documents, bates: null });
  bundleTimes.push(performance.now() - started);

  started = performance.now();
  const exported = await applyEditsDetailed(
    bundle.bytes,
    {
      annotations: [],
      modifications: [
        { type: "redact", page: 5, content: { rects: [{ page: 5, x: 50, y: 700, width: 200, height: 40 }] } },
        { type: "bates", page: 1, content: bates },
      ],
    },
    new Map(),
  );
  exportTimes.push(performance.now() - started);
  if (run === 0) {
    console.log(`bundle of ${bundle.pageCount} pages (index + 3 documents, paginated)`);
    console.log(
      `export with a redaction and Bates numbers ${exported.bates?.first}–${exported.bates?.last} over ${exported.pageCount} pages (${(exported.bytes.length / 1024 / 1024).toFixed(1)} MB)`,
    );
  }
}
console.log(`bundle ms: ${bundleTimes.map((ms) => ms.toFixed(0)).join(", ")}`);
console.log(`export ms: ${exportTimes.map((ms) => ms.toFixed(0)).join(", ")}`);
// Read by `npm run bench -- --only pdf-bates` (scripts/bench/pdf-bates.mjs): the last line.
console.log(JSON.stringify({ bundleTimes, exportTimes }));
