import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { largeStream, peakMemoryGrowth } from "../testing/large-stream.ts";
import { type FirmOwner, registerFirmOwner } from "../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { queryRows } from "./db.ts";
import { migrateLocalFiles } from "./file-migration.ts";
import { createLocalFileStorage, StorageKeyError, StoredSizeMismatchError } from "./file-storage.ts";
import { createS3FileStorage, FileStoreUnavailableError, type S3StorageSettings } from "./file-storage-s3.ts";
import { sha256OfStream } from "./stream-digest.ts";

const BUCKET = "inkundla-test";
let server: S3rver;
let folder: string;
let settings: S3StorageSettings;

/** A port with a listener that accepts connections and never answers: a store that hangs. */
async function startSilentListener(): Promise<{ port: number; server: Server }> {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  return { port: (silent.address() as { port: number }).port, server: silent };
}

/** A port nothing listens on: a store that is down. */
async function closedPort(): Promise<number> {
  const { port, server: listener } = await startSilentListener();
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "inkundla-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    // s3rver's fixed development credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
}, 30_000);
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("files in an S3-compatible bucket", () => {
  it("keeps bytes under a key, answers null for a key never stored, and deletes quietly", async () => {
    const storage = createS3FileStorage(settings);
    const bytes = randomBytes(64 * 1024);
    await storage.put("firm-1/receipts/a.pdf", bytes);
    expect(Buffer.from((await storage.get("firm-1/receipts/a.pdf")) ?? [])).toEqual(bytes);
    expect(await storage.get("firm-1/receipts/never.pdf")).toBeNull();
    expect(await storage.listKeys()).toContain("firm-1/receipts/a.pdf");
    await storage.delete("firm-1/receipts/a.pdf");
    await storage.delete("firm-1/receipts/a.pdf");
    expect(await storage.get("firm-1/receipts/a.pdf")).toBeNull();
  });

  it("keeps a 50 MB file (the PDF editor's largest) byte for byte", async () => {
    const storage = createS3FileStorage(settings);
    const bytes = randomBytes(50 * 1024 * 1024);
    await storage.put("firm-1/pdf/large.pdf", bytes);
    const read = await storage.get("firm-1/pdf/large.pdf");
    const digest = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
    expect(read?.byteLength).toBe(bytes.byteLength);
    expect(digest(read ?? new Uint8Array())).toBe(digest(bytes));
  }, 60_000);

  it("streams a 256 MB file in and out byte for byte while memory grows by far less than the file", async () => {
    const storage = createS3FileStorage(settings);
    const size = 256 * 1024 * 1024;
    const source = largeStream(size);
    // The bucket server runs in this process too, so the growth counts its buffers as well as ours.
    const { result: digest, growth } = await peakMemoryGrowth(async () => {
      await storage.putStream("firm-1/bundles/large.pdf", source.body, size);
      const stored = await storage.getStream("firm-1/bundles/large.pdf");
      expect(stored?.sizeBytes).toBe(size);
      return sha256OfStream(stored!.body);
    });
    expect(digest).toBe(source.sha256());
    expect(growth).toBeLessThan(128 * 1024 * 1024);
    expect(await storage.getStream("firm-1/bundles/never.pdf")).toBeNull();
    await storage.delete("firm-1/bundles/large.pdf");
  }, 120_000);

  it("stores nothing from a stream shorter than the length it was given", async () => {
    const storage = createS3FileStorage(settings);
    await expect(storage.putStream("firm-1/short.pdf", largeStream(1024).body, 4096)).rejects.toBeInstanceOf(
      StoredSizeMismatchError,
    );
    expect(await storage.getStream("firm-1/short.pdf")).toBeNull();
  }, 30_000);

  it("refuses a key that could escape its place, as the local folder does", async () => {
    const storage = createS3FileStorage(settings);
    await expect(storage.put("../outside", new Uint8Array([1]))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.get("/absolute")).rejects.toBeInstanceOf(StorageKeyError);
  });

  it("says plainly when the store is down or does not answer in time", async () => {
    const down = createS3FileStorage({ ...settings, endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(down.put("firm-1/a.txt", new Uint8Array([1]))).rejects.toThrow(
      /^The file store could not store firm-1\/a\.txt: /,
    );
    const silent = await startSilentListener();
    try {
      const slow = createS3FileStorage(
        { ...settings, endpoint: `http://127.0.0.1:${silent.port}` },
        { timeoutMs: 300 },
      );
      await expect(slow.get("firm-1/a.txt")).rejects.toBeInstanceOf(FileStoreUnavailableError);
    } finally {
      silent.server.close();
    }
  }, 30_000);
});

describe("npm run files:migrate", () => {
  it("copies every local file into the bucket under its key, verified by checksum, and names what it cannot copy", async () => {
    const local = await mkdtemp(path.join(tmpdir(), "inkundla-local-files-"));
    try {
      const storage = createLocalFileStorage(local);
      const receipt = randomBytes(2048);
      const logo = randomBytes(512);
      await storage.put("firm-9/receipt/r1.pdf", receipt);
      await storage.put("firm-9/logo/l1.png", logo);
      await writeFile(path.join(local, "firm-9", "bad name.txt"), "x");
      const bucket = createS3FileStorage(settings);

      const results = await migrateLocalFiles(local, bucket);

      expect(results.map((file) => [file.key, file.outcome])).toEqual([
        ["firm-9/bad name.txt", "failed"],
        ["firm-9/logo/l1.png", "copied"],
        ["firm-9/receipt/r1.pdf", "copied"],
      ]);
      expect(Buffer.from((await bucket.get("firm-9/receipt/r1.pdf")) ?? [])).toEqual(receipt);
      expect(Buffer.from((await bucket.get("firm-9/logo/l1.png")) ?? [])).toEqual(logo);
      // Run again after a stop half-way: the same result, nothing doubled.
      expect(
        (await migrateLocalFiles(local, bucket)).filter((file) => file.outcome === "copied"),
      ).toHaveLength(2);
    } finally {
      await rm(local, { recursive: true, force: true });
    }
  });
});

describe("an app whose file store is down", () => {
  let testApp: TestApp;
  let owner: FirmOwner;
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

  beforeAll(async () => {
    testApp = await createTestApp({
      LOGIN_LIMIT_PER_IP: "1000",
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    owner = await registerFirmOwner(testApp, "store-down");
  }, 60_000);
  afterAll(async () => testApp?.close());

  it("answers an upload with 503 and a clear message, and records no file", async () => {
    const form = new FormData();
    form.append("file", new Blob([PNG], { type: "image/png" }), "logo.png");
    const encoded = new Response(form);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/billing/profile/logo",
      headers: { cookie: owner.cookie, "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      code: "file_store_unavailable",
      message: "The file store cannot be reached right now, so nothing was saved. Please try again shortly.",
    });
    const rows = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from stored_file where firm_id = ${owner.firmId}`,
    );
    expect(rows[0]?.count).toBe(0);
  });
});
