import { inflateSync } from "node:zlib";

/**
 * Checks that an image can be embedded before pdfkit is given it. pdfkit reads a JPEG's header at once
 * (a bad one throws there), but decodes a PNG with transparency or interlacing later, in a zlib
 * callback, where a damaged file would throw out of reach of any caller and stop the process. So a
 * PNG is decompressed and its rows checked here first; anything else is refused with a reason.
 */

/** Far more than a logo needs; keeps a small file that inflates to gigabytes out. */
const MAX_PIXELS = 4096 * 4096;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: where each of an interlaced image's seven passes starts and how far it steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlace: number };

function readChunks(bytes: Uint8Array): { header: PngHeader; data: Uint8Array[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | null = null;
  const data: Uint8Array[] = [];
  let position = PNG_SIGNATURE.length;
  while (position + 8 <= bytes.length) {
    const length = view.getUint32(position);
    const type = String.fromCharCode(...bytes.subarray(position + 4, position + 8));
    const body = bytes.subarray(position + 8, position + 8 + length);
    if (body.length !== length) throw new Error("The PNG file is cut short.");
    if (type === "IHDR" && length >= 13) {
      header = {
        width: view.getUint32(position + 8),
        height: view.getUint32(position + 12),
        bitDepth: body[8] ?? 0,
        colorType: body[9] ?? 0,
        interlace: body[12] ?? 0,
      };
    } else if (type === "IDAT") {
      data.push(body);
    } else if (type === "IEND") {
      break;
    }
    position += 12 + length;
  }
  if (!header || data.length === 0) throw new Error("The PNG file has no image in it.");
  return { header, data };
}

function checkPng(bytes: Uint8Array): void {
  const { header, data } = readChunks(bytes);
  const channels = CHANNELS[header.colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(header.bitDepth)) {
    throw new Error("The PNG file uses a colour format that cannot be read.");
  }
  if (header.width === 0 || header.height === 0 || header.width * header.height > MAX_PIXELS) {
    throw new Error("The PNG image is empty or too large.");
  }
  const bitsPerPixel = channels * header.bitDepth;
  const passes = header.interlace === 1 ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const rows = passes.map(([x0, y0, dx, dy]) => {
    const width = Math.ceil((header.width - x0) / dx);
    const height = Math.ceil((header.height - y0) / dy);
    return width > 0 && height > 0 ? { height, bytes: 1 + Math.ceil((width * bitsPerPixel) / 8) } : null;
  });
  const expected = rows.reduce((sum, pass) => sum + (pass ? pass.height * pass.bytes : 0), 0);
  // Throws on damaged compressed data, and on more data than the image can hold.
  const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1024 });
  if (pixels.length < expected) throw new Error("The PNG file is cut short.");
  let offset = 0;
  for (const pass of rows) {
    if (!pass) continue;
    for (let row = 0; row < pass.height; row += 1) {
      // Each row starts with its filter type, 0 to 4.
      if ((pixels[offset] ?? 5) > 4) throw new Error("The PNG file is damaged.");
      offset += pass.bytes;
    }
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Throws, saying why, unless `bytes` is a PNG or JPEG that pdfkit can embed safely. */
export function checkImage(bytes: Uint8Array): void {
  if (startsWith(bytes, PNG_SIGNATURE)) checkPng(bytes);
  else if (!startsWith(bytes, [0xff, 0xd8])) throw new Error("The image is neither a PNG nor a JPEG.");
}
