import { readAkomaNtoso, readDocumentText } from "../sources/index.ts";
import { prepareJudgment } from "./prepare-judgment.ts";
import { prepareLegislation } from "./prepare-legislation.ts";
import type { PreparedDocument } from "./prepared-document.ts";

/**
 * One imported file made ready for the corpus, its type told by its content: Akoma Ntoso XML is
 * legislation; a text, web page, PDF or Word file is a judgment, or with `asFirmDocument` a firm's own
 * document (an opinion, a precedent), read the same way without a court. A file that cannot be read
 * throws the readers' SourceFileError or XmlDocumentError, whose message names the file and the reason.
 */
export async function prepareFile(
  file: { name: string; bytes: Uint8Array },
  options: { asFirmDocument: boolean },
): Promise<PreparedDocument> {
  const read = await readDocumentText(file);
  if (read.format === "akn") {
    return prepareLegislation(readAkomaNtoso(new TextDecoder().decode(file.bytes)), file.name);
  }
  const prepared = prepareJudgment({ text: read.text, fileName: file.name, fallbackTitle: read.title });
  if (!options.asFirmDocument) return prepared;
  return { ...prepared, kind: "firm_document", courtLevel: null, jurisdiction: null };
}
