import { describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../testing/document-files.ts";
import { pdfStrings } from "../../testing/pdf-strings.ts";
import { assembleFilingBundle, UnreadableFilingDocumentError } from "./filing-bundle.ts";

describe("assembleFilingBundle", () => {
  it("indexes each document with its page range and numbers every page from the index on", async () => {
    const bundle = await assembleFilingBundle({
      title: "Mokoena v Dlamini — 12345/2026",
      sources: [
        { fileName: "Notice of motion.pdf", kind: "pdf", bytes: await makePdf([["Notice of motion"]]) },
        {
          fileName: "Founding affidavit.pdf",
          kind: "pdf",
          bytes: await makePdf([["Affidavit page one"], ["Affidavit page two"], ["Affidavit page three"]]),
        },
        { fileName: "Annexure.docx", kind: "docx", bytes: makeDocx(["Annexure FA1: the lease agreement."]) },
        { fileName: "Old letter.doc", kind: "doc", bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) },
      ],
    });
    expect(bundle.indexPageCount).toBe(1);
    expect(bundle.documents).toEqual([
      { fileName: "Notice of motion.pdf", placement: "in_bundle", pageCount: 1, firstPage: 2, lastPage: 2 },
      { fileName: "Founding affidavit.pdf", placement: "in_bundle", pageCount: 3, firstPage: 3, lastPage: 5 },
      { fileName: "Annexure.docx", placement: "in_bundle", pageCount: 1, firstPage: 6, lastPage: 6 },
      {
        fileName: "Old letter.doc",
        placement: "attached_separately",
        pageCount: 1,
        firstPage: 7,
        lastPage: 7,
      },
    ]);
    expect(bundle.pageCount).toBe(7);

    const index = (await pdfStrings(bundle.bytes, 0)).join(" ");
    expect(index).toContain("INDEX");
    expect(index).toContain("Founding affidavit.pdf");
    expect(index).toContain("3–5");
    expect(index).toContain("Old letter.doc (attached separately)");
    expect(index).toContain("0003 – 0005");
    for (let page = 0; page < bundle.pageCount; page += 1) {
      const number = String(page + 1).padStart(4, "0");
      expect((await pdfStrings(bundle.bytes, page)).join(" ")).toContain(number);
    }
    expect((await pdfStrings(bundle.bytes, 3)).join(" ")).toContain("Affidavit page two");
    expect((await pdfStrings(bundle.bytes, 5)).join(" ")).toContain("Annexure FA1");
    expect((await pdfStrings(bundle.bytes, 6)).join(" ")).toContain("Attached separately");
  }, 30_000);

  it("refuses a damaged PDF by its name", async () => {
    const damaged = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<");
    await expect(
      assembleFilingBundle({
        title: "Bundle",
        sources: [{ fileName: "broken.pdf", kind: "pdf", bytes: damaged }],
      }),
    ).rejects.toThrow(UnreadableFilingDocumentError);
    await expect(
      assembleFilingBundle({
        title: "Bundle",
        sources: [{ fileName: "broken.pdf", kind: "pdf", bytes: damaged }],
      }),
    ).rejects.toThrow("broken.pdf: This PDF is damaged and cannot be opened.");
  });
});
