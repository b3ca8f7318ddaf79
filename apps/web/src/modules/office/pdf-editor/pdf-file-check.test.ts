import { describe, expect, it } from "vitest";
import { checkPdfFile } from "./pdf-file-check";

describe("checkPdfFile", () => {
  it("accepts a file named .pdf whose content starts as a PDF does", async () => {
    expect(await checkPdfFile(new File(["%PDF-1.7\n..."], "Pleadings.PDF"))).toBeNull();
  });

  it("refuses a file without the .pdf extension", async () => {
    expect(await checkPdfFile(new File(["%PDF-1.7"], "pleadings.docx"))).toBe("not_pdf_name");
  });

  it("refuses a file named .pdf whose first bytes are not a PDF's", async () => {
    expect(await checkPdfFile(new File(["PK\u0003\u0004word/"], "renamed.pdf"))).toBe("not_pdf_content");
  });

  it("refuses an empty file and one over 50 MB", async () => {
    expect(await checkPdfFile(new File([], "empty.pdf"))).toBe("empty");
    const large = new File(["%PDF-"], "bundle.pdf");
    Object.defineProperty(large, "size", { value: 50 * 1024 * 1024 + 1 });
    expect(await checkPdfFile(large)).toBe("too_large");
  });
});
