import { describe, expect, it } from "vitest";
import { makeEncryptedLookingPdf, makeLabelledPdf } from "./pdf-edit.fixtures.ts";
import { PdfEditError } from "./pdf-edit.types.ts";
import { hasPdfSignature, isPdfEncrypted, loadPdf, pdfPageCount } from "./pdf-read.ts";

async function problemOf(bytes: Uint8Array): Promise<string | null> {
  try {
    await loadPdf(bytes);
    return null;
  } catch (error) {
    return error instanceof PdfEditError ? `${error.problem}: ${error.message}` : String(error);
  }
}

describe("reading a PDF", () => {
  it("counts the pages of a PDF", async () => {
    expect(await pdfPageCount(await makeLabelledPdf("Doc", 4))).toBe(4);
  });

  it("says a renamed text file is not a PDF", async () => {
    const text = new TextEncoder().encode("Dear Sir, please find attached");
    expect(hasPdfSignature(text)).toBe(false);
    expect(await problemOf(text)).toBe("not_pdf: The file is not a PDF.");
  });

  it("says a PDF that is cut off or garbled is damaged", async () => {
    const whole = await makeLabelledPdf("Doc", 1);
    expect(await problemOf(new TextEncoder().encode("%PDF-1.7\n1 0 obj <<"))).toBe(
      "damaged: This PDF is damaged and cannot be opened.",
    );
    expect(await problemOf(whole.subarray(0, 40))).toMatch(/^damaged/);
  });

  it("says a password-protected PDF needs its password", async () => {
    const encrypted = await makeEncryptedLookingPdf();
    expect(await problemOf(encrypted)).toBe("encrypted: This PDF is protected with a password.");
    expect(await isPdfEncrypted(encrypted)).toBe(true);
    expect(await isPdfEncrypted(await makeLabelledPdf("Doc", 1))).toBe(false);
  });
});
