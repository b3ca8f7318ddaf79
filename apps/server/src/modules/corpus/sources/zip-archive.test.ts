import { strFromU8, strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { ZipArchiveError } from "./sources.errors.ts";
import { DEFAULT_ZIP_LIMITS, readZipArchive } from "./zip-archive.ts";

const MB = 1024 * 1024;

function refusal(read: () => unknown): ZipArchiveError {
  try {
    read();
  } catch (error) {
    if (error instanceof ZipArchiveError) return error;
    throw error;
  }
  throw new Error("The archive was read");
}

/** Writes `declared` as the uncompressed size in every local header and central directory entry. */
function lieAboutSizes(archive: Uint8Array, declared: number): Uint8Array {
  const copy = archive.slice();
  const view = new DataView(copy.buffer);
  for (let offset = 0; offset < copy.length - 4; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, declared, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, declared, true);
  }
  return copy;
}

let zipBomb: Uint8Array;

describe("readZipArchive", () => {
  // 100 MB of zeros deflated to ~100 KB: made once, as making it takes a few seconds.
  beforeAll(() => {
    zipBomb = zipSync({ "judgment.txt": [new Uint8Array(100 * MB), { level: 9 }] });
  }, 60_000);

  it("returns each file under its own name, folders flattened, in archive order", () => {
    const archive = zipSync({
      "judgments/2023/": new Uint8Array(0),
      "judgments/2023/s-v-makwanyane.txt": strToU8("[1] The death sentence."),
      "judgments/index.html": strToU8("<p>Index</p>"),
      "top.txt": strToU8("Top"),
    });
    const files = readZipArchive(archive);
    expect(files.map((file) => ({ name: file.name, text: strFromU8(file.bytes) }))).toEqual([
      { name: "s-v-makwanyane.txt", text: "[1] The death sentence." },
      { name: "index.html", text: "<p>Index</p>" },
      { name: "top.txt", text: "Top" },
    ]);
  });

  it("skips macOS resource forks and hidden files and folders", () => {
    const archive = zipSync({
      "bundle/judgment.txt": strToU8("Judgment"),
      "__MACOSX/bundle/._judgment.txt": strToU8("resource fork"),
      "bundle/.DS_Store": strToU8("finder"),
      ".git/config": strToU8("[core]"),
    });
    expect(readZipArchive(archive).map((file) => file.name)).toEqual(["judgment.txt"]);
  });

  it("reads stored (uncompressed) and deflated entries alike", () => {
    const archive = zipSync({
      "stored.txt": [strToU8("stored text"), { level: 0 }],
      "deflated.txt": [strToU8("deflated text ".repeat(100)), { level: 9 }],
      "empty.txt": new Uint8Array(0),
    });
    const files = readZipArchive(archive);
    expect(files.map((file) => [file.name, file.bytes.length])).toEqual([
      ["stored.txt", 11],
      ["deflated.txt", 1400],
      ["empty.txt", 0],
    ]);
  });

  it("refuses a zip bomb (100 MB of zeros in ~100 KB) once the bytes inflated pass the file limit", () => {
    const bomb = zipBomb;
    expect(bomb.length).toBeLessThan(200 * 1024);
    const startedAt = performance.now();
    const error = refusal(() => readZipArchive(bomb));
    expect(error.code).toBe("zip_bomb");
    expect(error.message).toBe(
      "judgment.txt in the zip archive unpacks to more than 50 MB: import it on its own or split it.",
    );
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  }, 30_000);

  it("stops inflating at the first step over the limit, not at the end of the file", () => {
    const error = refusal(() =>
      readZipArchive(zipBomb, { maxFiles: 10, maxTotalBytes: 200 * MB, maxFileBytes: 1 * MB }),
    );
    expect(error.code).toBe("zip_bomb");
    // One 4 KB step of input inflates to at most ~4 MB: far short of the 100 MB the entry holds.
    expect(error.inflatedBytes).toBeGreaterThan(1 * MB);
    expect(error.inflatedBytes).toBeLessThan(6 * MB);
  }, 30_000);

  it("counts the bytes actually inflated, not the sizes the archive declares", () => {
    const liar = lieAboutSizes(zipSync({ "small.txt": [new Uint8Array(20 * MB), { level: 9 }] }), 1_000);
    const error = refusal(() =>
      readZipArchive(liar, { maxFiles: 10, maxTotalBytes: 200 * MB, maxFileBytes: 5 * MB }),
    );
    expect(error.code).toBe("zip_bomb");
  }, 30_000);

  it("refuses many files that together unpack to more than the total limit", () => {
    const files = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`part-${index}.txt`, new Uint8Array(3 * MB)]),
    );
    const error = refusal(() =>
      readZipArchive(zipSync(files), { maxFiles: 10, maxTotalBytes: 10 * MB, maxFileBytes: 5 * MB }),
    );
    expect(error.code).toBe("zip_bomb");
    expect(error.message).toBe("The zip archive unpacks to more than 10 MB: split it into smaller archives.");
  });

  it("refuses an archive with more files than the limit, before inflating any", () => {
    const files = Object.fromEntries(
      Array.from({ length: DEFAULT_ZIP_LIMITS.maxFiles + 1 }, (_, index) => [
        `file-${index}.txt`,
        strToU8("x"),
      ]),
    );
    const error = refusal(() => readZipArchive(zipSync(files)));
    expect(error.code).toBe("too_many_files");
    expect(error.message).toBe("The zip archive holds more than 500 files: split it into smaller archives.");
  });

  it("does not count skipped macOS and hidden files towards the file limit", () => {
    const files = Object.fromEntries(
      Array.from({ length: 3 }, (_, index) => [
        [`judgment-${index}.txt`, strToU8("text")],
        [`__MACOSX/._judgment-${index}.txt`, strToU8("fork")],
      ]).flat() as [string, Uint8Array][],
    );
    expect(readZipArchive(zipSync(files), { ...DEFAULT_ZIP_LIMITS, maxFiles: 3 })).toHaveLength(3);
  });

  it("refuses bytes that only start like a zip archive", () => {
    const junk = new Uint8Array(2_000).map((_, index) => (index * 37) % 251);
    junk.set([0x50, 0x4b, 0x03, 0x04]);
    expect(refusal(() => readZipArchive(junk)).code).toBe("corrupt");
  });

  it("refuses a truncated archive", () => {
    const archive = zipSync({ "judgment.txt": strToU8("[1] The appeal succeeds. ".repeat(2_000)) });
    expect(refusal(() => readZipArchive(archive.subarray(0, archive.length - 40))).code).toBe("corrupt");
  });

  it("refuses an archive whose compressed data is damaged", () => {
    const archive = zipSync({
      "judgment.txt": [strToU8("[1] The appeal succeeds. ".repeat(2_000)), { level: 9 }],
    });
    const damaged = archive.slice();
    // The deflate stream starts after the 30-byte local header and the 12-byte name.
    damaged.fill(0xff, 42, 90);
    const error = refusal(() => readZipArchive(damaged));
    expect(error.code).toBe("corrupt");
    expect(error.message).toMatch(
      /^The zip archive could not be read \(judgment\.txt: .+\): it may be damaged/,
    );
  });

  it("refuses something that is not a zip archive at all", () => {
    expect(refusal(() => readZipArchive(strToU8("just text"))).code).toBe("corrupt");
  });
});
