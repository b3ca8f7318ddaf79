import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { ZipArchiveError, type ZipArchiveLimits } from "./sources.errors.ts";

export type ZipEntry = { name: string; bytes: Uint8Array };

export const DEFAULT_ZIP_LIMITS: ZipArchiveLimits = {
  maxFiles: 500,
  maxTotalBytes: 200 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
};

/**
 * How much of the archive is handed to the inflater at a time. Deflate expands at most about 1,032
 * times, so no single step produces more than ~4 MB before the running totals are checked again.
 */
const INPUT_SLICE_BYTES = 4 * 1024;

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06];

function startsWithBytes(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

export function isZipArchive(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, ZIP_LOCAL_HEADER) || startsWithBytes(bytes, ZIP_EMPTY_ARCHIVE);
}

/**
 * The paths the archive's central directory lists, without inflating anything. Throws a `corrupt`
 * ZipArchiveError when there is no readable directory.
 */
export function listZipPaths(bytes: Uint8Array): string[] {
  if (!isZipArchive(bytes)) throw ZipArchiveError.corrupt("it does not start like a zip archive");
  const paths: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        paths.push(file.name);
        return false;
      },
    });
  } catch (error) {
    throw ZipArchiveError.corrupt((error as Error).message);
  }
  return paths;
}

/**
 * Folders, macOS resource forks (`__MACOSX/`) and hidden files (`.DS_Store`, `.git/…`) are not documents.
 */
export function isImportablePath(path: string): boolean {
  if (path.endsWith("/") || path.endsWith("\\")) return false;
  const segments = path.split(/[/\\]/);
  return (
    segments.every((segment) => segment !== "__MACOSX" && !segment.startsWith(".")) && segments.at(-1) !== ""
  );
}

/**
 * The files of a zip archive, each under its own name without its folders ("2023/judgment.pdf" →
 * "judgment.pdf"), in archive order. Refuses the whole archive (ZipArchiveError) when it holds more than
 * `maxFiles` files (`too_many_files`), when any file or all of them together unpack to more than the
 * limits (`zip_bomb`), or when it cannot be read (`corrupt`).
 *
 * The sizes an archive declares can lie, so the bytes are counted as the inflater produces them and
 * inflating stops at the first byte over a limit: a zip bomb costs at most the limit plus one step.
 */
export function readZipArchive(bytes: Uint8Array, limits: ZipArchiveLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  return inflateZipEntries(bytes, limits, isImportablePath).map((entry) => ({
    name: entry.name.split(/[/\\]/).at(-1)!,
    bytes: entry.bytes,
  }));
}

/** The archive's files whose path `accept`s, under their full paths, with the limits checked as above. */
export function inflateZipEntries(
  bytes: Uint8Array,
  limits: ZipArchiveLimits,
  accept: (path: string) => boolean,
): ZipEntry[] {
  const listed = listZipPaths(bytes).filter(accept);
  if (listed.length > limits.maxFiles) throw ZipArchiveError.tooManyFiles(limits);

  const entries: { name: string; chunks: Uint8Array[]; size: number; isComplete: boolean }[] = [];
  let totalBytes = 0;
  let failure: ZipArchiveError | null = null;
  const unzip = new Unzip((file) => {
    if (failure || !accept(file.name)) return;
    if (entries.length >= limits.maxFiles) {
      failure = ZipArchiveError.tooManyFiles(limits);
      return;
    }
    const entry = { name: file.name, chunks: [] as Uint8Array[], size: 0, isComplete: false };
    entries.push(entry);
    // Errors are kept rather than thrown: fflate catches a throw here and calls back again with it.
    file.ondata = (error, data, isFinal) => {
      if (failure) return;
      if (error) {
        failure = ZipArchiveError.corrupt(`${file.name}: ${error.message}`);
        return;
      }
      entry.size += data.length;
      totalBytes += data.length;
      if (entry.size > limits.maxFileBytes) {
        failure = ZipArchiveError.fileTooLarge(file.name, limits, totalBytes);
      } else if (totalBytes > limits.maxTotalBytes) {
        failure = ZipArchiveError.totalTooLarge(limits, totalBytes);
      } else {
        entry.chunks.push(data);
        if (isFinal) entry.isComplete = true;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += INPUT_SLICE_BYTES) {
      const end = Math.min(offset + INPUT_SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    failure ??= ZipArchiveError.corrupt((error as Error).message);
  }
  if (failure) throw failure;
  const unfinished = entries.find((entry) => !entry.isComplete);
  if (unfinished) throw ZipArchiveError.corrupt(`${unfinished.name} is cut short`);
  return entries.map((entry) => ({ name: entry.name, bytes: concatenate(entry.chunks, entry.size) }));
}

function concatenate(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
