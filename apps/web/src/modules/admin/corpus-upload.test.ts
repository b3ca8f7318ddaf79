import { describe, expect, it } from "vitest";
import { checkCorpusUpload, describeFileSize } from "./corpus-upload";

/** A File that reports `size` bytes without holding them. */
function fileOfSize(name: string, size: number): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const MB = 1024 * 1024;

describe("checkCorpusUpload", () => {
  it("accepts up to 50 files of at most 50 MB each", () => {
    const files = Array.from({ length: 50 }, (_, index) => fileOfSize(`j-${index}.pdf`, 50 * MB));
    expect(checkCorpusUpload(files)).toEqual({ tooLarge: [], problem: null });
  });

  it("names each file over 50 MB", () => {
    const big = fileOfSize("record.pdf", 50 * MB + 1);
    const bigger = fileOfSize("annexures.zip", 80 * MB);
    const check = checkCorpusUpload([fileOfSize("ok.txt", 10), big, bigger]);
    expect(check.tooLarge).toEqual([big, bigger]);
    expect(check.problem).toBe("record.pdf, annexures.zip are larger than 50 MB: split or remove them.");
  });

  it("asks for at least one file and at most 50", () => {
    expect(checkCorpusUpload([]).problem).toBe("Choose one or more files, or a ZIP of them.");
    const many = Array.from({ length: 51 }, (_, index) => fileOfSize(`j-${index}.txt`, 1));
    expect(checkCorpusUpload(many).problem).toBe("Choose at most 50 files at a time (a ZIP counts as one).");
  });
});

describe("describeFileSize", () => {
  it("shows megabytes to one decimal, and smaller files in whole kilobytes", () => {
    expect(describeFileSize(1.25 * MB)).toBe("1.3 MB");
    expect(describeFileSize(340 * 1024)).toBe("340 KB");
    expect(describeFileSize(12)).toBe("1 KB");
  });
});
