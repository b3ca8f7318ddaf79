import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_OR_PDF_TYPES, MAX_UPLOAD_BYTES } from "./file-types.ts";
import { installErrorHandling } from "./http-errors.ts";
import { installUploads, prepareUpload, readSingleUpload } from "./uploads.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const RECEIPT_RULES = {
  purpose: "expense_receipt",
  maxBytes: MAX_UPLOAD_BYTES,
  allowed: IMAGE_OR_PDF_TYPES,
} as const;

/** A bare app with uploads installed and one route reading a receipt: built here, never in production code. */
async function buildUploadApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  await installUploads(app);
  app.post("/receipt", async (request) => {
    const { bytes, ...upload } = await readSingleUpload(request, RECEIPT_RULES);
    return { ...upload, byteCount: bytes.length };
  });
  await app.ready();
  return app;
}

type FormPart =
  | { name: string; value: string }
  | { name: string; bytes: Uint8Array; fileName: string; type?: string };

/** Encodes parts the way a browser's FormData does. */
async function multipart(parts: FormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.bytes], { type: part.type ?? "application/octet-stream" }),
        part.fileName,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

describe("readSingleUpload", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildUploadApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function upload(parts: FormPart[]) {
    return app.inject({ method: "POST", url: "/receipt", ...(await multipart(parts)) });
  }

  it("reads the file and its fields, judging the type by the bytes and not by the name or declared type", async () => {
    const response = await upload([
      { name: "description", value: "Taxi to the Master's Office" },
      { name: "file", bytes: PDF, fileName: "Kwitansie – taxi.txt", type: "text/plain" },
      { name: "amountCents", value: "12000" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      purpose: "expense_receipt",
      fileName: "Kwitansie – taxi.txt",
      mime: "application/pdf",
      extension: "pdf",
      sizeBytes: PDF.length,
      sha256: createHash("sha256").update(PDF).digest("hex"),
      fields: { description: "Taxi to the Master's Office", amountCents: "12000" },
      byteCount: PDF.length,
    });
  });

  it("refuses a page disguised as a PDF receipt with a message naming what receipts may be", async () => {
    const html = new TextEncoder().encode("<html><script>fetch('/api/auth/user')</script></html>");
    const response = await upload([
      { name: "file", bytes: html, fileName: "receipt.pdf", type: "application/pdf" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "file_type_not_allowed",
      message: "Receipts must be an image (PNG, JPEG, GIF, WebP) or a PDF.",
    });
  });

  it("refuses a file over 10 MB and takes one of exactly 10 MB", async () => {
    const atLimit = new Uint8Array(MAX_UPLOAD_BYTES);
    atLimit.set(PDF);
    expect((await upload([{ name: "file", bytes: atLimit, fileName: "scan.pdf" }])).statusCode).toBe(200);
    const overLimit = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    overLimit.set(PDF);
    const response = await upload([{ name: "file", bytes: overLimit, fileName: "scan.pdf" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "file_too_large", message: "The file is larger than 10 MB." });
  });

  it("answers 400 when no file was chosen, whether the file input is missing or left empty", async () => {
    for (const parts of [
      [{ name: "description", value: "Taxi" }],
      [{ name: "file", bytes: new Uint8Array(), fileName: "" }],
    ]) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "no_file", message: "Choose a file to upload." });
    }
  });

  it("refuses an empty file that has a name", async () => {
    const response = await upload([{ name: "file", bytes: new Uint8Array(), fileName: "receipt.pdf" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("empty_file");
  });

  it("refuses a second file", async () => {
    const response = await upload([
      { name: "file", bytes: PDF, fileName: "one.pdf" },
      { name: "other", bytes: PNG, fileName: "two.png" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "too_many_files", message: "Send one file at a time." });
  });

  it("refuses more than a few fields and an over-long field", async () => {
    const manyFields = Array.from({ length: 11 }, (_, index) => ({ name: `field${index}`, value: "x" }));
    const tooMany = await upload([...manyFields, { name: "file", bytes: PDF, fileName: "a.pdf" }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe("too_many_fields");
    const tooLong = await upload([
      { name: "description", value: "x".repeat(11 * 1024) },
      { name: "file", bytes: PDF, fileName: "a.pdf" },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe("field_too_long");
  });

  it("answers 400, not 500, to a body that is cut off", async () => {
    const { payload, headers } = await multipart([{ name: "file", bytes: PDF, fileName: "a.pdf" }]);
    const response = await app.inject({
      method: "POST",
      url: "/receipt",
      headers,
      payload: payload.subarray(0, payload.length - 30),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("malformed_upload");
  });

  it("asks for a form upload when the body is JSON", async () => {
    const response = await app.inject({ method: "POST", url: "/receipt", payload: { file: "JVBERi0=" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("not_multipart");
  });
});

describe("prepareUpload", () => {
  it("names a nameless file after its detected type", () => {
    expect(prepareUpload({ bytes: PNG, fileName: "" }, RECEIPT_RULES).fileName).toBe("upload.png");
  });

  it("names the written instruction in the wrong-type message for trust instructions", () => {
    expect(() =>
      prepareUpload(
        { bytes: PNG, fileName: "instruction.png" },
        { purpose: "trust_instruction", maxBytes: MAX_UPLOAD_BYTES, allowed: ["application/pdf"] },
      ),
    ).toThrow("The client's written instruction must be a PDF.");
  });

  it("never takes more than 10 MB, whatever limit a caller asks for", () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF);
    expect(() =>
      prepareUpload({ bytes: big, fileName: "a.pdf" }, { ...RECEIPT_RULES, maxBytes: 50 * 1024 * 1024 }),
    ).toThrow("The file is larger than 10 MB.");
  });
});
