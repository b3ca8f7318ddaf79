/**
 * The pixel size of a PNG or JPEG, read from its header. PowerPoint and the PDF both need it to fit a
 * picture inside its box without stretching it; an upload whose header cannot be read is refused.
 */
export type ImageSize = { width: number; height: number; kind: "png" | "jpeg" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic) do not. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Far more than any slide shows; keeps a decompression bomb out of the exports. */
const MAX_PIXELS = 8000 * 8000;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function readPngSize(bytes: Uint8Array): ImageSize | null {
  // IHDR is always the first chunk: length (4), "IHDR" (4), width (4), height (4).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20), kind: "png" };
}

function readJpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let position = 2;
  while (position + 4 <= bytes.length) {
    if (bytes[position] !== 0xff) return null;
    const marker = bytes[position + 1] ?? 0;
    // Fill bytes and markers without a length (restart, start of image) are skipped one at a time.
    if (marker === 0xff || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      position += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(position + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (position + 9 > bytes.length) return null;
      return { height: view.getUint16(position + 5), width: view.getUint16(position + 7), kind: "jpeg" };
    }
    position += 2 + length;
  }
  return null;
}

/** The image's size, or null when the bytes are not a PNG or JPEG with a readable, sensible header. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  let size: ImageSize | null = null;
  if (startsWith(bytes, PNG_SIGNATURE)) size = readPngSize(bytes);
  else if (startsWith(bytes, [0xff, 0xd8])) size = readJpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0 || size.width * size.height > MAX_PIXELS) return null;
  return size;
}

/** The largest box of the image's proportions that fits in the frame, centred in it. */
export function fitImage(
  size: { width: number; height: number },
  frame: { x: number; y: number; width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(frame.width / size.width, frame.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
}
