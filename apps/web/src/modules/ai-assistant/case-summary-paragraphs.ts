import { readerPath } from "../legal-research";

/** The paragraph's number without its brackets: "[12]" and "12" both give "12"; null for none. */
function paragraphNumberOf(paragraph: string | null): string | null {
  const number = paragraph
    ?.trim()
    .replace(/^\[(.*)\]$/, "$1")
    .trim();
  return number ? number : null;
}

/** How a sentence's source is shown, as judgments number their paragraphs: "[12]". */
export function paragraphLabel(paragraph: string | null): string | null {
  const number = paragraphNumberOf(paragraph);
  return number === null ? null : `[${number}]`;
}

/**
 * The reader's address at a sentence's paragraph, for a judgment from the corpus: the corpus names a
 * judgment's paragraphs "para 12", which is where the reader opens (`?at=para 12`).
 */
export function paragraphReaderPath(documentId: string, paragraph: string | null): string {
  const number = paragraphNumberOf(paragraph);
  return readerPath(documentId, { pinpoint: number === null ? null : `para ${number}` });
}

/** A side of the case as a line: "Minister of Police and Another". */
export function partiesLine(names: readonly string[]): string | null {
  return names.length === 0 ? null : names.join("; ");
}
