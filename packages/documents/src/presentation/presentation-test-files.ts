import { crc32, deflateSync } from "node:zlib";
import type { TPresentationSlide } from "@inkundla/shared";

/** Test files and slides made on the spot, so no binary fixture is committed. */

function chunk(type: string, body: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, checksum]);
}

/** A real RGB PNG of one colour, `width` × `height` pixels. */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 30, 30],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(pixels)),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

let slideCounter = 0;

/** A slide with a fresh id (a valid UUID), bullets and notes unless overridden. */
export function buildSlide(overrides: Partial<TPresentationSlide> = {}): TPresentationSlide {
  slideCounter += 1;
  const suffix = slideCounter.toString(16).padStart(12, "0");
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    layout: "title-bullets",
    title: `Slide ${slideCounter}`,
    bullets: ["First point", "Second point"],
    imageFileId: null,
    notes: "",
    ...overrides,
  };
}
