import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage.ts";

/** The hex SHA-256 of everything the stream gives, read a chunk at a time. */
export async function sha256OfStream(body: Readable): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(body, hash);
  return hash.digest("hex");
}

/** The hex SHA-256 of a file on this machine, however large. */
export function sha256OfFile(file: string): Promise<string> {
  return sha256OfStream(createReadStream(file));
}

/** The hex SHA-256 of what the store holds under `key`, or null when it holds nothing there. */
export async function storedSha256(storage: FileStorage, key: string): Promise<string | null> {
  const stored = await storage.getStream(key);
  return stored ? sha256OfStream(stored.body) : null;
}

/**
 * A stream that passes its bytes on unchanged and counts and hashes them on the way: put it in a pipeline
 * to learn a copied stream's SHA-256 without reading it twice. `digest()` is read once the pipeline ended.
 */
export function digestingPassThrough(): Transform & { digest(): { sha256: string; bytes: number } } {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ sha256: hash.digest("hex"), bytes }) });
}
