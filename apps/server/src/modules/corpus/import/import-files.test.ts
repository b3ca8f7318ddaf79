import { describe, expect, it } from "vitest";
import { SourceFileError, XmlDocumentError } from "../sources/index.ts";
import { expandUpload, isDocumentArchive, reasonOfReadFailure } from "./import-files.ts";
import { judgmentFile, makeDocx, zipBomb, zipOf, zipOfTooManyFiles } from "./import-test-files.ts";

describe("expandUpload", () => {
  it("keeps a single document as it is", () => {
    const file = judgmentFile("dlamini.txt", 101);
    expect(expandUpload(file)).toEqual([file]);
  });

  it("takes a Word file as one document, though it is a ZIP inside", () => {
    const docx = { name: "opinion.docx", bytes: makeDocx(["An opinion."]) };
    expect(isDocumentArchive(docx.bytes)).toBe(false);
    expect(expandUpload(docx)).toEqual([docx]);
  });

  it("names each file of an archive after the archive, in archive order, skipping folders' names", () => {
    const first = judgmentFile("first.txt", 101);
    const second = judgmentFile("second.txt", 102);
    const archive = zipOf({ "first.txt": first.bytes, "2024/second.txt": second.bytes });
    expect(expandUpload({ name: "cases.zip", bytes: archive })).toEqual([
      { name: "cases.zip/first.txt", bytes: first.bytes },
      { name: "cases.zip/second.txt", bytes: second.bytes },
    ]);
  });

  it("refuses a zip bomb whole, as one failed entry under the archive's name", () => {
    const [entry, ...rest] = expandUpload({ name: "bomb.zip", bytes: zipBomb() });
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      name: "bomb.zip",
      failure: expect.stringMatching(/^bomb\.zip: .*unpacks to more than/),
    });
  });

  it("refuses an archive of more files than an import takes", () => {
    expect(expandUpload({ name: "many.zip", bytes: zipOfTooManyFiles() })).toEqual([
      { name: "many.zip", failure: expect.stringContaining("holds more than 500 files") },
    ]);
  });

  it("reports an archive with no documents in it", () => {
    expect(
      expandUpload({ name: "empty.zip", bytes: zipOf({ "__MACOSX/._x": new Uint8Array([1]) }) }),
    ).toEqual([{ name: "empty.zip", failure: "empty.zip holds no documents to import." }]);
  });

  it("reports a damaged archive with the archive's message", () => {
    const archive = zipOf({ "a.txt": judgmentFile("a.txt", 1).bytes });
    const damaged = archive.slice(0, 40);
    expect(expandUpload({ name: "damaged.zip", bytes: damaged })).toEqual([
      {
        name: "damaged.zip",
        failure: expect.stringMatching(/^damaged\.zip: The zip archive could not be read/),
      },
    ]);
  });
});

describe("reasonOfReadFailure", () => {
  it("keeps a reader's message, which already names the file", () => {
    const error = new SourceFileError("encrypted_pdf", "locked.pdf");
    expect(reasonOfReadFailure("locked.pdf", error)).toBe(error.message);
  });

  it("names the file in front of an XML reader's message", () => {
    const error = new XmlDocumentError("malformed_xml", "The XML is not well formed.");
    expect(reasonOfReadFailure("act.xml", error)).toBe("act.xml: The XML is not well formed.");
  });

  it("turns an unexpected fault into a message about that file", () => {
    expect(reasonOfReadFailure("odd.txt", new TypeError("x is undefined"))).toBe(
      "odd.txt could not be read (x is undefined): the file may be damaged.",
    );
  });
});
