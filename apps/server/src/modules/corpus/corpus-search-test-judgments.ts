import type { Db } from "../../platform/db.ts";
import { storeDocument } from "./corpus-store.repository.ts";
import { judgmentText } from "./import/import-test-files.ts";
import { prepareJudgment } from "./preparation/prepare-judgment.ts";
import type { PreparedDocument } from "./preparation/prepared-document.ts";

/**
 * Tests of the corpus search: stores a reference judgment titled `label` whose passages are `texts`
 * ("para 1", "para 2", …), with the court and year given or those read from a shipped judgment's text;
 * its id.
 */
export async function storeTestJudgment(
  db: Db,
  label: string,
  texts: string[],
  facts: Partial<Pick<PreparedDocument, "courtLevel" | "year">> = {},
): Promise<string> {
  const prepared = prepareJudgment({ text: judgmentText(1), fileName: `${label}.txt`, fallbackTitle: null });
  const stored = await db.transaction((tx) =>
    storeDocument(
      tx,
      { firmId: null },
      {
        ...prepared,
        ...facts,
        title: label,
        contentHash: label,
        keys: [],
        citations: [],
        passages: texts.map((text, index) => ({
          pinpoint: `para ${index + 1}`,
          label: `[${index + 1}]`,
          heading: null,
          text,
        })),
      },
      { source: "import" },
    ),
  );
  return stored.documentId;
}
