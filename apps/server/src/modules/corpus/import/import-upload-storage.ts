import { z } from "zod";
import type { FileStorage } from "../../../platform/file-storage.ts";

/**
 * An import's uploaded files wait in file storage until its job reads them, then are deleted. Beside
 * them, a manifest gives each file's name (the job's data carries only the import's id).
 */
const ZUploadManifest = z.array(z.object({ fileName: z.string(), key: z.string() }));
export type UploadManifest = z.infer<typeof ZUploadManifest>;

function importFolder(firmId: string | null, importId: string): string {
  return `${firmId ?? "reference"}/corpus-import/${importId}`;
}

export function uploadedFileKey(firmId: string | null, importId: string, index: number): string {
  return `${importFolder(firmId, importId)}/${index}`;
}

function manifestKey(firmId: string | null, importId: string): string {
  return `${importFolder(firmId, importId)}/manifest.json`;
}

export async function writeUploadManifest(
  storage: FileStorage,
  firmId: string | null,
  importId: string,
  manifest: UploadManifest,
): Promise<void> {
  await storage.put(manifestKey(firmId, importId), new TextEncoder().encode(JSON.stringify(manifest)));
}

/** The manifest, or null when it is gone (or unreadable): the import then cannot run. */
export async function readUploadManifest(
  storage: FileStorage,
  firmId: string | null,
  importId: string,
): Promise<UploadManifest | null> {
  const bytes = await storage.get(manifestKey(firmId, importId));
  if (!bytes) return null;
  try {
    return ZUploadManifest.parse(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

/** Removes the uploaded files and the manifest; what is already gone is no error. */
export async function deleteStoredUpload(
  storage: FileStorage,
  firmId: string | null,
  importId: string,
  manifest: UploadManifest | null,
): Promise<void> {
  for (const file of manifest ?? []) await storage.delete(file.key);
  await storage.delete(manifestKey(firmId, importId));
}
