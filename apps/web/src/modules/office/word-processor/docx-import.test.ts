import { OFFICE_DOCUMENT_MAX_IMPORT_BYTES } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { checkDocxFile } from "./docx-import";

function fileOfSize(name: string, size: number): File {
  const file = new File(["docx"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("checkDocxFile", () => {
  it("accepts a .docx of up to 10 MB, whatever the case of its extension", () => {
    expect(checkDocxFile(fileOfSize("Lease.DOCX", OFFICE_DOCUMENT_MAX_IMPORT_BYTES))).toBeNull();
  });

  it("refuses a file over 10 MB before sending it", () => {
    expect(checkDocxFile(fileOfSize("Lease.docx", OFFICE_DOCUMENT_MAX_IMPORT_BYTES + 1))).toBe(
      "fileTooLarge",
    );
  });

  it("refuses an old .doc, a macro-enabled .docm and a PDF", () => {
    expect(checkDocxFile(fileOfSize("Lease.doc", 100))).toBe("invalidFileType");
    expect(checkDocxFile(fileOfSize("Lease.docm", 100))).toBe("invalidFileType");
    expect(checkDocxFile(fileOfSize("Lease.pdf", 100))).toBe("invalidFileType");
  });
});
