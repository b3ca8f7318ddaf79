import { inflateRawSync } from "node:zlib";

/**
 * Just enough of the zip format to look inside a Word file before mammoth opens it: the names of
 * its parts (from the central directory) and the text of a few XML parts. Nothing is written.
 */

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

/** The zip could not be read: not a zip at all, or cut short. */
export class NotAZipError extends Error {}
/** A part unpacks to more than its limit. */
export class PartTooLargeError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of up to 65 535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new NotAZipError("no end of central directory");
}

function directoryBounds(bytes: Buffer): { count: number; offset: number } {
  const end = findEndOfDirectory(bytes);
  let count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    end >= 20 &&
    bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR
  ) {
    const zip64End = Number(bytes.readBigUInt64LE(end - 20 + 8));
    if (zip64End + 56 > bytes.length || bytes.readUInt32LE(zip64End) !== ZIP64_END_OF_DIRECTORY) {
      throw new NotAZipError("damaged zip64 directory");
    }
    count = Number(bytes.readBigUInt64LE(zip64End + 32));
    offset = Number(bytes.readBigUInt64LE(zip64End + 48));
  }
  return { count, offset };
}

/** The entries of a zip, from its central directory. Throws NotAZipError when there is none. */
export function listZipEntries(input: Uint8Array): ZipEntry[] {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < 22) throw new NotAZipError("too short");
  const { count, offset: directoryOffset } = directoryBounds(bytes);
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) {
      throw new NotAZipError("damaged central directory");
    }
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      name: bytes.toString("utf8", offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * One entry's bytes, unpacked. Throws PartTooLargeError past `maxBytes` (whatever its header
 * claims: a zip bomb's header lies), NotAZipError when the entry is damaged or packed another way.
 */
export function readZipEntry(input: Uint8Array, entry: ZipEntry, maxBytes: number): Buffer {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new NotAZipError(`damaged entry ${entry.name}`);
  }
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) {
    if (data.length > maxBytes) throw new PartTooLargeError(entry.name);
    return data;
  }
  if (entry.method !== DEFLATED)
    throw new NotAZipError(`${entry.name} is packed with method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
      throw new PartTooLargeError(entry.name);
    throw new NotAZipError(`damaged entry ${entry.name}`);
  }
}
