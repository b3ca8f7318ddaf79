import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";

const CHUNK_BYTES = 1024 * 1024;

/**
 * A stream of `totalBytes` made up as it is read, 1 MB at a time (random bytes, each chunk marked with
 * its number so no two are alike), and the SHA-256 it will have had once read to its end: a file larger
 * than the test wants to hold, without ever holding it.
 */
export function largeStream(totalBytes: number): { body: Readable; sha256: () => string } {
  const pattern = randomBytes(CHUNK_BYTES);
  const hash = createHash("sha256");
  let sent = 0;
  let chunkNumber = 0;
  const body = new Readable({
    read() {
      if (sent >= totalBytes) {
        this.push(null);
        return;
      }
      const size = Math.min(CHUNK_BYTES, totalBytes - sent);
      const chunk = Buffer.from(pattern.subarray(0, size));
      chunk.writeUInt32BE(chunkNumber++, 0);
      hash.update(chunk);
      sent += size;
      this.push(chunk);
    },
  });
  return { body, sha256: () => hash.digest("hex") };
}

/**
 * Runs `work` while sampling the process's resident memory every 10 ms; answers the work's result and
 * the highest growth seen over the memory at the start, in bytes.
 */
export async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}
