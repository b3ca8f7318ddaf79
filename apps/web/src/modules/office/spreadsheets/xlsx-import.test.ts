import { describe, expect, it } from "vitest";
import { checkXlsxFile } from "./xlsx-import";

function fileOf(name: string, size = 2048): File {
  const file = new File(["xlsx"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("checkXlsxFile", () => {
  it("accepts an .xlsx whatever the case of its extension", () => {
    expect(checkXlsxFile(fileOf("Fee budget.XLSX"))).toBeNull();
  });

  it("refuses an older .xls and a macro-enabled .xlsm by name", () => {
    expect(checkXlsxFile(fileOf("Budget.xls"))).toBe("invalidFileType");
    expect(checkXlsxFile(fileOf("Budget.xlsm"))).toBe("invalidFileType");
  });

  it("refuses a workbook over 10 MB before it is sent", () => {
    expect(checkXlsxFile(fileOf("Budget.xlsx", 11 * 1024 * 1024))).toBe("fileTooLarge");
  });
});
