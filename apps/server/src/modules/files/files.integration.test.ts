import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { createLocalFileStorage, type FileStorage } from "../../platform/file-storage.ts";
import { IMAGE_OR_PDF_TYPES, MAX_UPLOAD_BYTES } from "../../platform/file-types.ts";
import { sha256OfStream } from "../../platform/stream-digest.ts";
import { prepareUpload, saveUpload } from "../../platform/uploads.ts";
import { largeStream, peakMemoryGrowth } from "../../testing/large-stream.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const INSTRUCTION_RULES = {
  purpose: "trust_instruction",
  maxBytes: MAX_UPLOAD_BYTES,
  allowed: IMAGE_OR_PDF_TYPES,
} as const;

let filesDir: string;
let testApp: TestApp;
/** The app's own storage folder, opened a second time: what saveUpload writes, the route reads. */
let storage: FileStorage;
let owner: FirmOwner;
let outsider: FirmOwner;
let fileId: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "inkundla-files-"));
  testApp = await createTestApp({ FILES_DIR: filesDir, LOGIN_LIMIT_PER_IP: "1000" });
  storage = createLocalFileStorage(filesDir);
  owner = await registerFirmOwner(testApp, "files-owner");
  outsider = await registerFirmOwner(testApp, "files-outsider");
  const upload = prepareUpload({ bytes: PDF, fileName: "Opdrag – Dlamini (s86-4).pdf" }, INSTRUCTION_RULES);
  fileId = await saveUpload(testApp.database.db, storage, owner.firmId, owner.userId, upload);
});
afterAll(async () => {
  await testApp?.close();
  await rm(filesDir, { recursive: true, force: true });
});

function download(id: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url: `/api/files/${id}`, headers: cookie ? { cookie } : {} });
}

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("saveUpload", () => {
  it("writes the bytes and a row in the uploader's firm", async () => {
    const rows = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select firm_id, storage_key, file_name, mime, size_bytes, sha256, purpose, uploaded_by
          from stored_file where id = ${fileId}`,
    );
    expect(rows).toEqual([
      {
        firm_id: owner.firmId,
        storage_key: `${owner.firmId}/trust_instruction/${fileId}.pdf`,
        file_name: "Opdrag – Dlamini (s86-4).pdf",
        mime: "application/pdf",
        size_bytes: PDF.length,
        sha256: createHash("sha256").update(PDF).digest("hex"),
        purpose: "trust_instruction",
        uploaded_by: owner.userId,
      },
    ]);
    expect(await storage.get(`${owner.firmId}/trust_instruction/${fileId}.pdf`)).toEqual(Buffer.from(PDF));
  });

  it("removes the bytes again when the row cannot be written", async () => {
    const before = await storedKeys();
    const upload = prepareUpload({ bytes: PDF, fileName: "orphan.pdf" }, INSTRUCTION_RULES);
    // No such user: the foreign key refuses the row after the bytes were written.
    await expect(
      saveUpload(testApp.database.db, storage, owner.firmId, "no-such-user", upload),
    ).rejects.toThrow();
    expect(await storedKeys()).toEqual(before);
  });
});

describe("GET /api/files/:id", () => {
  it("gives a member of the firm the exact bytes, inline, with headers that keep the file inert", async () => {
    const response = await download(fileId, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, Buffer.from(PDF))).toBe(0);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-length"]).toBe(String(PDF.length));
    expect(response.headers["content-disposition"]).toBe(
      'inline; filename="Opdrag _ Dlamini (s86-4).pdf"; ' +
        "filename*=UTF-8''Opdrag%20%E2%80%93%20Dlamini%20%28s86-4%29.pdf",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("sandbox");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 404 to another firm, exactly as for a file that does not exist", async () => {
    const response = await download(fileId, outsider.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "file_not_found", message: "No such file in your firm." });
    const unknown = await download("00000000-0000-4000-8000-000000000000", owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(response.json());
  });

  it("answers 404 to a malformed id without asking the database", async () => {
    for (const id of ["not-a-uuid", "..%2F..%2Fetc%2Fpasswd", `${fileId}x`]) {
      const response = await download(id, owner.cookie);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it("answers 401 when signed out", async () => {
    const response = await download(fileId);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("unauthenticated");
  });

  it("streams a stored file larger than memory comfortably holds over HTTP, holding only a little of it", async () => {
    const upload = prepareUpload({ bytes: PDF, fileName: "bundle.pdf" }, INSTRUCTION_RULES);
    const bundleId = await saveUpload(testApp.database.db, storage, owner.firmId, owner.userId, upload);
    // A bundle grown far past what an upload may be (as a generated court bundle can): 512 MB.
    const size = 512 * 1024 * 1024;
    const source = largeStream(size);
    await storage.putStream(`${owner.firmId}/trust_instruction/${bundleId}.pdf`, source.body, size);
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });

    const { result, growth } = await peakMemoryGrowth(async () => {
      const response = await fetch(`${address}/api/files/${bundleId}`, { headers: { cookie: owner.cookie } });
      const digest = await sha256OfStream(Readable.fromWeb(response.body as never));
      return { status: response.status, length: response.headers.get("content-length"), digest };
    });
    expect(result).toEqual({ status: 200, length: String(size), digest: source.sha256() });
    // The server and this test's reader share the process: together they held far less than the file.
    expect(growth).toBeLessThan(128 * 1024 * 1024);
  }, 60_000);

  it("reports a row whose bytes are gone as a server error rather than pretending the file is absent", async () => {
    const upload = prepareUpload({ bytes: PDF, fileName: "lost.pdf" }, INSTRUCTION_RULES);
    const lostId = await saveUpload(testApp.database.db, storage, owner.firmId, owner.userId, upload);
    await storage.delete(`${owner.firmId}/trust_instruction/${lostId}.pdf`);
    const response = await download(lostId, owner.cookie);
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("internal_error");
  });
});
