import { describe, expect, it } from "vitest";
import {
  checkUploadedBytes,
  describeAllowedTypes,
  describeSize,
  detectFileType,
  fileNameForDownload,
  IMAGE_OR_PDF_TYPES,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
} from "./file-types.ts";

function bytesOf(...pieces: (string | number[])[]): Uint8Array {
  const numbers = pieces.flatMap((piece) =>
    typeof piece === "string" ? Array.from(piece, (character) => character.charCodeAt(0)) : piece,
  );
  return Uint8Array.from(numbers);
}

const SAMPLES = {
  pdf: bytesOf("%PDF-1.7\n%âãÏÓ\n1 0 obj"),
  png: bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"),
  gif87: bytesOf("GIF87a", [1, 0, 1, 0]),
  gif89: bytesOf("GIF89a", [1, 0, 1, 0]),
  webp: bytesOf("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", [0, 0, 0, 0]),
};

describe("detectFileType", () => {
  it.each([
    ["a PDF", SAMPLES.pdf, "application/pdf", "pdf"],
    ["a PNG", SAMPLES.png, "image/png", "png"],
    ["a JPEG", SAMPLES.jpeg, "image/jpeg", "jpg"],
    ["a GIF87a", SAMPLES.gif87, "image/gif", "gif"],
    ["a GIF89a", SAMPLES.gif89, "image/gif", "gif"],
    ["a WebP", SAMPLES.webp, "image/webp", "webp"],
  ])("recognises %s by its first bytes", (_name, bytes, mime, extension) => {
    expect(detectFileType(bytes)).toEqual({ mime, extension });
  });

  it.each([
    ["HTML", bytesOf("<!doctype html><script>alert(1)</script>")],
    ["SVG", bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ["a ZIP (DOCX, XLSX)", bytesOf("PK", [3, 4, 20, 0])],
    ["a RIFF that is not WebP (WAV)", bytesOf("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a PDF signature that does not start the file", bytesOf(" %PDF-1.7")],
    ["a truncated PNG signature", bytesOf([0x89, 0x50, 0x4e, 0x47])],
    ["nothing", new Uint8Array()],
  ])("does not recognise %s", (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe("detectFileType for Word documents", () => {
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const utf16 = (text: string) => Array.from(text).flatMap((character) => [character.charCodeAt(0), 0]);

  it("knows a .docx by the word/document.xml part inside its ZIP, and not a ZIP without it", () => {
    expect(detectFileType(bytesOf("PK", [3, 4, 20, 0], "word/document.xml"))?.extension).toBe("docx");
    expect(detectFileType(bytesOf("PK", [3, 4, 20, 0], "xl/workbook.xml"))).toBeNull();
  });

  it("knows a .doc by its WordDocument stream, and not another OLE file such as a .xls", () => {
    expect(detectFileType(bytesOf(ole, utf16("WordDocument")))?.extension).toBe("doc");
    expect(detectFileType(bytesOf(ole, utf16("Workbook")))).toBeNull();
  });
});

describe("checkUploadedBytes", () => {
  const rules = { maxBytes: MAX_UPLOAD_BYTES, allowed: IMAGE_OR_PDF_TYPES };

  it("accepts an allowed type within the limit, whatever the uploader called it", () => {
    expect(checkUploadedBytes(SAMPLES.pdf, rules)).toEqual({
      ok: true,
      type: { mime: "application/pdf", extension: "pdf" },
    });
  });

  it("refuses an empty file", () => {
    expect(checkUploadedBytes(new Uint8Array(), rules)).toEqual({ ok: false, problem: "empty" });
  });

  it("refuses a file one byte over the limit and accepts one exactly at it", () => {
    const atLimit = new Uint8Array(64);
    atLimit.set(SAMPLES.pdf);
    expect(checkUploadedBytes(atLimit, { ...rules, maxBytes: 64 }).ok).toBe(true);
    const overLimit = new Uint8Array(65);
    overLimit.set(SAMPLES.pdf);
    expect(checkUploadedBytes(overLimit, { ...rules, maxBytes: 64 })).toEqual({
      ok: false,
      problem: "too_large",
    });
  });

  it("refuses a recognised type the rules do not allow", () => {
    expect(checkUploadedBytes(SAMPLES.png, { ...rules, allowed: ["application/pdf"] })).toEqual({
      ok: false,
      problem: "type_not_allowed",
    });
  });

  it("refuses bytes of no known type", () => {
    expect(checkUploadedBytes(bytesOf("<html>"), rules)).toEqual({ ok: false, problem: "type_not_allowed" });
  });
});

describe("describeAllowedTypes", () => {
  it("names images together and the PDF apart", () => {
    expect(describeAllowedTypes(IMAGE_OR_PDF_TYPES)).toBe("an image (PNG, JPEG, GIF, WebP) or a PDF");
  });

  it("names a single type plainly", () => {
    expect(describeAllowedTypes(["application/pdf"])).toBe("a PDF");
    expect(describeAllowedTypes(["image/png", "image/jpeg"])).toBe("an image (PNG, JPEG)");
  });
});

describe("describeSize", () => {
  it("says the limit in megabytes", () => {
    expect(describeSize(MAX_UPLOAD_BYTES)).toBe("10 MB");
    expect(describeSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(describeSize(512 * 1024)).toBe("512 KB");
  });
});

describe("sanitizeFileName", () => {
  it("keeps an ordinary name, accents and all", () => {
    expect(sanitizeFileName("Kwitansie – Ngcobo & Seuns (2026).pdf")).toBe(
      "Kwitansie – Ngcobo & Seuns (2026).pdf",
    );
  });

  it("drops folders, whichever separator the uploader's system uses", () => {
    expect(sanitizeFileName("C:\\Users\\thandi\\receipt.jpg")).toBe("receipt.jpg");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
  });

  it("removes control characters and a right-to-left override that disguises the extension", () => {
    expect(sanitizeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(sanitizeFileName("a\u0000b\nc.pdf")).toBe("abc.pdf");
  });

  it("removes half of a broken character pair", () => {
    expect(sanitizeFileName("scan\uD83D.pdf")).toBe("scan.pdf");
  });

  it("replaces characters Windows refuses and strips leading dots and trailing dots and spaces", () => {
    expect(sanitizeFileName('.."what?" <now>*.pdf. ')).toBe("_what__ _now__.pdf");
    expect(sanitizeFileName(".htaccess")).toBe("htaccess");
  });

  it("answers an empty name for nothing usable, so the caller picks one", () => {
    expect(sanitizeFileName(undefined)).toBe("");
    expect(sanitizeFileName(" ... ")).toBe("");
  });

  it("shortens a long name to 255 characters, keeping its extension and whole characters", () => {
    const shortened = sanitizeFileName(`${"a".repeat(253)}😀😀.pdf`);
    expect(shortened.length).toBeLessThanOrEqual(255);
    expect(shortened.endsWith(".pdf")).toBe(true);
    expect(shortened).toBe(`${"a".repeat(251)}.pdf`);
    const withEmoji = sanitizeFileName(`${"a".repeat(250)}😀😀😀.pdf`);
    expect(withEmoji).toBe(`${"a".repeat(250)}.pdf`);
    expect(/\p{Cs}/u.test(withEmoji)).toBe(false);
  });
});

describe("fileNameForDownload", () => {
  it("keeps a name whose extension matches the real type", () => {
    expect(fileNameForDownload("receipt.PDF", "application/pdf")).toBe("receipt.PDF");
    expect(fileNameForDownload("photo.jpeg", "image/jpeg")).toBe("photo.jpeg");
  });

  it("adds the real type's extension to a name that claims another or none", () => {
    expect(fileNameForDownload("receipt.html", "image/png")).toBe("receipt.html.png");
    expect(fileNameForDownload("scan", "application/pdf")).toBe("scan.pdf");
  });
});
