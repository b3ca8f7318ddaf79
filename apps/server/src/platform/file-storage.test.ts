import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { largeStream, peakMemoryGrowth } from "../testing/large-stream.ts";
import {
  assertStorageKey,
  createLocalFileStorage,
  type FileStorage,
  StorageKeyError,
  StoredSizeMismatchError,
} from "./file-storage.ts";
import { sha256OfStream } from "./stream-digest.ts";

/** Every file under a folder, as paths relative to it. */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("local file storage", () => {
  let parent: string;
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "inkundla-storage-"));
    root = path.join(parent, "files");
    storage = createLocalFileStorage(root);
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("creates its folder on the first write, then gives back exactly the bytes put", async () => {
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    await expect(stat(root)).rejects.toThrow();
    await storage.put("firm-1/expense_receipt/a.pdf", bytes);
    expect(await storage.get("firm-1/expense_receipt/a.pdf")).toEqual(Buffer.from(bytes));
  });

  it("answers null for a key that was never put, even before the folder exists", async () => {
    expect(await storage.get("firm-1/nothing.pdf")).toBeNull();
  });

  it("replaces the bytes when a key is put again", async () => {
    await storage.put("k.bin", Uint8Array.from([1, 2, 3]));
    await storage.put("k.bin", Uint8Array.from([4]));
    expect(await storage.get("k.bin")).toEqual(Buffer.from([4]));
  });

  it("deletes a key, and deleting a missing key is not an error", async () => {
    await storage.put("firm-1/x.png", Uint8Array.from([1]));
    await storage.delete("firm-1/x.png");
    expect(await storage.get("firm-1/x.png")).toBeNull();
    await expect(storage.delete("firm-1/x.png")).resolves.toBeUndefined();
  });

  it("lists every key it keeps, sorted, and none before the folder exists", async () => {
    expect(await storage.listKeys()).toEqual([]);
    await storage.put("firm-2/logo/b.png", Uint8Array.from([1]));
    await storage.put("firm-1/expense_receipt/a.pdf", Uint8Array.from([2]));
    expect(await storage.listKeys()).toEqual(["firm-1/expense_receipt/a.pdf", "firm-2/logo/b.png"]);
  });

  it("leaves no temporary files behind: only the real key is on disk after a write", async () => {
    await storage.put("firm-1/trust_instruction/b.pdf", new Uint8Array(256 * 1024).fill(7));
    await storage.put("firm-1/trust_instruction/c.pdf", Uint8Array.from([9]));
    expect(await listFiles(root)).toEqual([
      path.join("firm-1", "trust_instruction", "b.pdf"),
      path.join("firm-1", "trust_instruction", "c.pdf"),
    ]);
  });

  it("leaves neither the key nor a temporary file when a write fails", async () => {
    await storage.put("firm-1/a.pdf", Uint8Array.from([1]));
    // "firm-1" is now a folder, so renaming the finished temporary file onto it fails.
    await expect(storage.put("firm-1", Uint8Array.from([2]))).rejects.toThrow();
    expect(await listFiles(root)).toEqual([path.join("firm-1", "a.pdf")]);
  });

  it("streams bytes in and out, with their length, and answers null for a key never put", async () => {
    await storage.putStream(
      "firm-1/export.pdf",
      Readable.from([Buffer.from("%PDF-"), Buffer.from("1.7")]),
      8,
    );
    const stored = await storage.getStream("firm-1/export.pdf");
    expect(stored?.sizeBytes).toBe(8);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.7");
    expect(await storage.getStream("firm-1/never.pdf")).toBeNull();
  });

  it("keeps nothing from a stream that ends before its length, or runs past it", async () => {
    await expect(
      storage.putStream("firm-1/short.pdf", Readable.from([Buffer.from("abc")]), 10),
    ).rejects.toBeInstanceOf(StoredSizeMismatchError);
    await expect(
      storage.putStream("firm-1/long.pdf", Readable.from([Buffer.from("abcdef")]), 4),
    ).rejects.toThrow("ran longer");
    expect(await storage.getStream("firm-1/short.pdf")).toBeNull();
    expect(await listFiles(root)).toEqual([]);
  });

  it("streams a 1 GB file in and out byte for byte while memory grows by far less than the file", async () => {
    const size = 1024 * 1024 * 1024;
    const source = largeStream(size);
    const { result: digest, growth } = await peakMemoryGrowth(async () => {
      await storage.putStream("firm-1/bundle.pdf", source.body, size);
      const stored = await storage.getStream("firm-1/bundle.pdf");
      expect(stored?.sizeBytes).toBe(size);
      return sha256OfStream(stored!.body);
    });
    expect(digest).toBe(source.sha256());
    expect(growth).toBeLessThan(128 * 1024 * 1024);
  }, 120_000);

  it("keeps files readable by the server's own user only", async () => {
    await storage.put("firm-1/private.pdf", Uint8Array.from([1]));
    expect((await stat(path.join(root, "firm-1", "private.pdf"))).mode & 0o777).toBe(0o600);
  });

  it.each([
    "../x",
    "firm-1/../../x",
    "/etc/passwd",
    "firm-1/./x",
    "firm-1//x",
    "firm-1/.hidden",
    "firm-1\\..\\x",
    "",
  ])("refuses the key %j for every operation and writes nothing", async (key) => {
    await expect(storage.put(key, Uint8Array.from([1]))).rejects.toThrow(StorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
    expect(await readdir(parent)).toEqual([]);
  });
});

describe("assertStorageKey", () => {
  it("accepts the keys uploads generate", () => {
    expect(() =>
      assertStorageKey("0b6f7c1e-3d2a-4f5b-9c8d-7e6f5a4b3c2d/expense_receipt/1f2e3d4c-5b6a.pdf"),
    ).not.toThrow();
  });

  it("explains why a key is refused", () => {
    expect(() => assertStorageKey("../x")).toThrow(
      'Refusing storage key "../x": a key may not contain . or ..',
    );
  });
});
