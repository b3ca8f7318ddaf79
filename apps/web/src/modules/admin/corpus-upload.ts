import { CORPUS_IMPORT_MAX_FILE_BYTES, CORPUS_IMPORT_MAX_FILES } from "@inkundla/shared";

/** What is wrong with the chosen files before they are sent; the server judges each file's content. */
export type CorpusUploadCheck = {
  /** The files over 50 MB, which the server would refuse with the whole upload. */
  tooLarge: readonly File[];
  /** One line to show, or null when the files can be sent. */
  problem: string | null;
};

const MAX_FILE_MB = CORPUS_IMPORT_MAX_FILE_BYTES / (1024 * 1024);

export function checkCorpusUpload(files: readonly File[]): CorpusUploadCheck {
  const tooLarge = files.filter((file) => file.size > CORPUS_IMPORT_MAX_FILE_BYTES);
  if (files.length === 0) return { tooLarge, problem: "Choose one or more files, or a ZIP of them." };
  if (files.length > CORPUS_IMPORT_MAX_FILES) {
    return {
      tooLarge,
      problem: `Choose at most ${CORPUS_IMPORT_MAX_FILES} files at a time (a ZIP counts as one).`,
    };
  }
  if (tooLarge.length > 0) {
    const names = tooLarge.map((file) => file.name).join(", ");
    const verb = tooLarge.length === 1 ? "is" : "are";
    return {
      tooLarge,
      problem: `${names} ${verb} larger than ${MAX_FILE_MB} MB: split or remove ${tooLarge.length === 1 ? "it" : "them"}.`,
    };
  }
  return { tooLarge, problem: null };
}

/** "1.2 MB", "340 KB": a file's size as the list of chosen files shows it. */
export function describeFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
