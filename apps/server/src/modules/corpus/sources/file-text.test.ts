import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../../testing/document-files.ts";
import { readDocumentText } from "./file-text.ts";
import { SourceFileError } from "./sources.errors.ts";

async function refusal(file: { name: string; bytes: Uint8Array }): Promise<SourceFileError> {
  try {
    await readDocumentText(file);
  } catch (error) {
    if (error instanceof SourceFileError) return error;
    throw error;
  }
  throw new Error(`${file.name} was read`);
}

const JUDGMENT_PARAGRAPHS = [
  "IN THE SUPREME COURT OF APPEAL OF SOUTH AFRICA",
  "[1] The appellant was convicted of theft in the regional court.",
  "[2] The appeal is upheld and the conviction is set aside.",
];

describe("readDocumentText: PDF", () => {
  it("leaves the process's own JSON and Array.prototype.push in place once pdf.js has read a PDF", async () => {
    await readDocumentText({ name: "short.pdf", bytes: await makePdf([["A short page."]]) });
    // pdf.js's bundled core-js replaces these for the whole process (and disguises its versions as
    // native): asked through another realm's untouched toString, each must still be the engine's own.
    const pristineToString = runInNewContext("Function.prototype.toString") as (this: unknown) => string;
    const isNative = (method: unknown) => pristineToString.call(method).includes("[native code]");
    expect(isNative(JSON.stringify)).toBe(true);
    expect(isNative(JSON.parse)).toBe(true);
    expect(isNative(Array.prototype.push)).toBe(true);
  });

  it("reads the text in reading order, a paragraph per line, with the PDF's title", async () => {
    const bytes = await makePdf([JUDGMENT_PARAGRAPHS, ["[3] Costs follow the result."]], {
      title: "S v Dlamini",
    });
    const document = await readDocumentText({ name: "judgment.pdf", bytes });
    expect(document.format).toBe("pdf");
    expect(document.title).toBe("S v Dlamini");
    const lines = document.text.split("\n").filter((line) => line !== "");
    expect(lines).toEqual([...JUDGMENT_PARAGRAPHS, "[3] Costs follow the result."]);
  });

  it("keeps a long paragraph's visual lines and sets paragraphs apart with a blank line", async () => {
    const long = `[4] ${"The court a quo erred in its assessment of the evidence. ".repeat(6)}`.trim();
    const bytes = await makePdf([[long, "[5] Short."]]);
    const { text } = await readDocumentText({ name: "judgment.pdf", bytes });
    const [firstParagraph, secondParagraph] = text.split("\n\n");
    expect(firstParagraph?.split("\n").length).toBeGreaterThan(1);
    expect(firstParagraph?.replace(/\n/g, " ")).toBe(long);
    expect(secondParagraph).toBe("[5] Short.");
  });

  it("recognises a PDF by its content whatever its name", async () => {
    const bytes = await makePdf([["[1] Named as text."]]);
    expect((await readDocumentText({ name: "judgment.txt", bytes })).format).toBe("pdf");
  });

  it("refuses a password-protected PDF, saying how to fix it", async () => {
    const bytes = await makePdf([JUDGMENT_PARAGRAPHS], { userPassword: "secret" });
    const error = await refusal({ name: "judgment.pdf", bytes });
    expect(error.code).toBe("encrypted_pdf");
    expect(error.message).toBe("judgment.pdf is encrypted: save it without a password and import it again.");
  });

  it("refuses a scanned PDF without a text layer", async () => {
    const bytes = await makePdf([[], []], { isScan: true });
    const error = await refusal({ name: "scan.pdf", bytes });
    expect(error.code).toBe("no_text");
    expect(error.message).toBe(
      "scan.pdf has no text layer (a scanned image?): import a text PDF or the judgment's text.",
    );
  });

  it("refuses a PDF that cannot be parsed", async () => {
    const error = await refusal({ name: "broken.pdf", bytes: strToU8("%PDF-1.7\nthis is not a PDF body") });
    expect(error.code).toBe("corrupt");
    expect(error.message).toMatch(/^broken\.pdf could not be read \(.+\): the file may be damaged/);
  });

  it("reads a 300-page PDF in a few seconds", async () => {
    const page = Array.from(
      { length: 12 },
      (_, index) =>
        `[${index + 1}] ${"The evidence of the single witness must be approached with caution. ".repeat(4)}`,
    );
    const bytes = await makePdf(Array.from({ length: 300 }, () => page));
    const startedAt = performance.now();
    const { text } = await readDocumentText({ name: "record.pdf", bytes });
    const elapsed = performance.now() - startedAt;
    expect(text.split("\n\n").length).toBeGreaterThanOrEqual(300 * 12);
    // ~1M characters: 1.5–3.5 s on this machine's 2 cores shared with other work; the bound leaves room.
    expect(elapsed).toBeLessThan(10_000);
  }, 60_000);
});

describe("readDocumentText: Word", () => {
  it("reads a .docx paragraph by paragraph, with its core title", async () => {
    const bytes = makeDocx(JUDGMENT_PARAGRAPHS, { title: "Dlamini v S" });
    expect(await readDocumentText({ name: "judgment.docx", bytes })).toEqual({
      format: "docx",
      text: JUDGMENT_PARAGRAPHS.join("\n"),
      title: "Dlamini v S",
    });
  });

  it("has no title when the document sets none", async () => {
    expect(
      (await readDocumentText({ name: "judgment.docx", bytes: makeDocx(["[1] Text."]) })).title,
    ).toBeNull();
  });

  it("refuses a .docx whose document part is not XML", async () => {
    const bytes = makeDocx([], { documentXml: "<w:document><w:body><w:p>" });
    expect((await refusal({ name: "judgment.docx", bytes })).code).toBe("corrupt");
  });

  it("refuses a truncated .docx", async () => {
    const bytes = makeDocx(JUDGMENT_PARAGRAPHS);
    const error = await refusal({ name: "judgment.docx", bytes: bytes.subarray(0, bytes.length / 2) });
    expect(error.code).toBe("corrupt");
    expect(error.message).toBe(
      "judgment.docx could not be read (damaged zip data): the file may be damaged. Download or save it again and import the new copy.",
    );
  });

  it("refuses a .docx whose document part is a zip bomb, before Word's reader inflates it", async () => {
    const bomb = zipSync({
      "[Content_Types].xml": strToU8("<Types/>"),
      "word/document.xml": [new Uint8Array(60 * 1024 * 1024), { level: 9 }],
    });
    const error = await refusal({ name: "bomb.docx", bytes: bomb });
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(
      "bomb.docx is too large to import (its XML unpacks to more than any Word document's: a zip bomb?): split it or import the text alone.",
    );
  }, 30_000);

  it("refuses a .docx whose XML declares a DOCTYPE", async () => {
    const documentXml = `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>`;
    expect((await refusal({ name: "judgment.docx", bytes: makeDocx([], { documentXml }) })).code).toBe(
      "unsafe_xml",
    );
  });

  it("refuses a zip archive that is not a Word document", async () => {
    const error = await refusal({ name: "bundle.docx", bytes: zipSync({ "a.txt": strToU8("text") }) });
    expect(error.code).toBe("unsupported_type");
    expect(error.message).toContain("it is a zip archive: import it as an archive");
  });
});

describe("readDocumentText: HTML, Akoma Ntoso and plain text", () => {
  it("reads an HTML page by its markup, with its title", async () => {
    const html = `<!doctype html><html><head><title>Judgment</title></head><body><nav>Menu</nav><p>[1] First.</p><p>[2] Second.</p></body></html>`;
    expect(await readDocumentText({ name: "judgment", bytes: strToU8(html) })).toEqual({
      format: "html",
      text: "[1] First.\n[2] Second.",
      title: "Judgment",
    });
  });

  it("reads a Windows-1252 web page", async () => {
    const bytes = new Uint8Array([
      ...strToU8("<p>[1] "),
      0x93,
      ...strToU8("Quoted"),
      0x94,
      ...strToU8("</p>"),
    ]);
    expect((await readDocumentText({ name: "old.htm", bytes })).text).toBe("[1] “Quoted”");
  });

  it("reads an Akoma Ntoso act as text, with its title", async () => {
    const bytes = readFileSync(new URL("../../../../corpus/constitution/en.xml", import.meta.url));
    const document = await readDocumentText({ name: "constitution.xml", bytes });
    expect(document.format).toBe("akn");
    expect(document.title).toBe("The Constitution of South Africa");
    expect(document.text).toContain("25. Property\n(1) No one may be deprived of property");
  });

  it("refuses an Akoma Ntoso file with a DOCTYPE", async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE akomaNtoso [<!ENTITY x SYSTEM "http://example.invalid/">]><akomaNtoso><act/></akomaNtoso>`;
    const error = await refusal({ name: "act.xml", bytes: strToU8(xml) });
    expect(error.code).toBe("unsafe_xml");
    expect(error.message).toBe(
      "act.xml declares a DOCTYPE or entities, which we refuse for safety: export it again without a DOCTYPE.",
    );
  });

  it("refuses other XML with a DTD, and XML that is not Akoma Ntoso", async () => {
    const withDtd = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">]><lolz>&lol;</lolz>`;
    expect((await refusal({ name: "a.xml", bytes: strToU8(withDtd) })).code).toBe("unsafe_xml");
    const otherXml = `<?xml version="1.0"?><invoice><total>10</total></invoice>`;
    expect((await refusal({ name: "b.xml", bytes: strToU8(otherXml) })).code).toBe("unsupported_type");
  });

  it("reads plain text with Windows line endings, a byte order mark and trailing spaces tidied", async () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...strToU8("Case No. 309/97  \r\n\r\n\r\n[1] The appeal.\r\n"),
    ]);
    expect(await readDocumentText({ name: "judgment.txt", bytes })).toEqual({
      format: "txt",
      text: "Case No. 309/97\n\n[1] The appeal.",
      title: null,
    });
  });

  it("refuses an image and binary junk as unsupported", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const image = await refusal({ name: "scan.png", bytes: png });
    expect(image.code).toBe("unsupported_type");
    expect(image.message).toBe(
      "scan.png is not a file we can read (it is a PNG image): import a PDF, Word (.docx), HTML, plain-text or Akoma Ntoso file.",
    );
    const junk = new Uint8Array(4_096).map((_, index) => (index * 131 + 7) % 256);
    expect((await refusal({ name: "data.bin", bytes: junk })).code).toBe("unsupported_type");
  });

  it("refuses an empty file as having no text", async () => {
    const error = await refusal({ name: "empty.txt", bytes: new Uint8Array(0) });
    expect(error.code).toBe("no_text");
    expect(error.message).toBe("empty.txt has no text to import: it is empty.");
  });

  it("refuses a file over the size limit before reading it", async () => {
    const error = await refusal({ name: "huge.txt", bytes: new Uint8Array(51 * 1024 * 1024) });
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(
      "huge.txt is too large to import (51 MB; the limit is 50 MB): split it or import the text alone.",
    );
  });
});
