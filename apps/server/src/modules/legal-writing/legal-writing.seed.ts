import { documentMetrics } from "@inkundla/documents";
import type { DbExecutor } from "../../platform/db.ts";
import { draftLegalDocument, type LegalWritingRequest } from "./drafting/index.ts";
import { legalWritingDocumentTable } from "./legal-writing.tables.ts";
import { suggestDocumentImprovements } from "./suggestions/index.ts";

/**
 * A completed draft written straight into a seeded database (the demo firm), as the job would write it
 * on the local engine without retrieval: no corpus is loaded while seeding, so it cites nothing.
 */
export async function seedCompletedDraft(
  db: DbExecutor,
  values: {
    firmId: string;
    userId: string;
    clientId: string | null;
    matterId: string | null;
    request: LegalWritingRequest;
    engine: string;
    createdAt: Date;
  },
): Promise<void> {
  const draft = draftLegalDocument(values.request, []);
  await db.insert(legalWritingDocumentTable).values({
    firmId: values.firmId,
    requestedByUserId: values.userId,
    clientId: values.clientId,
    matterId: values.matterId,
    title: values.request.title,
    documentType: values.request.documentType,
    request: values.request as unknown as Record<string, string>,
    status: "completed",
    html: draft.html,
    content: draft.text,
    wordCount: documentMetrics(draft.html).wordCount,
    citations: [],
    suggestions: suggestDocumentImprovements({ html: draft.html, documentType: values.request.documentType }),
    notFound: draft.notFound,
    engine: values.engine,
    createdAt: values.createdAt,
    completedAt: values.createdAt,
  });
}
