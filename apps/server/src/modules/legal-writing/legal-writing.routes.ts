import { documentHtmlToDocx } from "@inkundla/documents";
import {
  ZDraftSuggestions,
  ZDraftSuggestionsRequest,
  ZLegalWritingDocument,
  ZLegalWritingIdParams,
  ZLegalWritingRequest,
  ZLegalWritingStarted,
  ZLegalWritingTemplates,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { DOCX_CONTENT_TYPE, sendAttachment } from "../files/index.ts";
import { documentFileName } from "../office/index.ts";
import {
  type LegalWritingDeps,
  listLegalWritings,
  openLegalWritingInEditor,
  readLegalWriting,
  readLegalWritingDraft,
  startLegalWriting,
} from "./legal-writing.service.ts";
import { legalWritingTemplates, suggestionsForDraft } from "./legal-writing-run.ts";

const BASE = "/api/legal-documents";

/** The writing assistant: drafts written in the background, their checks, DOCX and the editor. */
export function registerLegalWritingRoutes(app: FastifyInstance, deps: LegalWritingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["legal-writing"];
  const params = ZLegalWritingIdParams;

  router.post(
    BASE,
    {
      schema: {
        summary: "Ask for a legal document",
        description:
          "Answers 202 with the draft's id: a background job retrieves the law from the corpus on the key points, drafts the document in its South African form and checks every citation; read it with GET /api/legal-documents/{id}.",
        tags,
        body: ZLegalWritingRequest,
        response: { 202: ZLegalWritingStarted },
      },
    },
    async (request, reply) => {
      const started = await startLegalWriting(deps, requireFirmIdentity(request), request.body);
      return reply.status(202).send(started);
    },
  );

  router.get(
    BASE,
    {
      schema: {
        summary: "List the firm's legal documents, newest first",
        tags,
        response: { 200: z.array(ZLegalWritingDocument) },
      },
    },
    async (request) => listLegalWritings(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/templates`,
    {
      schema: {
        summary: "The outline of each document type, with an example",
        tags,
        response: { 200: ZLegalWritingTemplates },
      },
    },
    async (request) => {
      // Static outlines, but a firm's screen: a member of a firm, like every other legal-writing call.
      requireFirmIdentity(request);
      return legalWritingTemplates();
    },
  );

  router.post(
    `${BASE}/suggestions`,
    {
      schema: {
        summary: "Check a draft",
        description:
          "Citation format, citations the corpus does not hold, undefined terms, overlong sentences, passive averments, a missing prayer, date or signature block.",
        tags,
        body: ZDraftSuggestionsRequest,
        response: { 200: ZDraftSuggestions },
      },
    },
    async (request) => suggestionsForDraft(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    `${BASE}/:id`,
    { schema: { summary: "Read a legal document", tags, params, response: { 200: ZLegalWritingDocument } } },
    async (request) => readLegalWriting(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    `${BASE}/:id/open-in-editor`,
    {
      schema: {
        summary: "Open a legal document in the word processor",
        description: "The first opening makes it a firm document; later ones return the same document.",
        tags,
        params,
        response: { 200: z.object({ documentId: z.uuid() }) },
      },
    },
    async (request) => openLegalWritingInEditor(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/:id/export.docx`,
    { schema: { summary: "Download a legal document as Word (.docx)", tags, params } },
    async (request, reply) => {
      const draft = await readLegalWritingDraft(deps, requireFirmIdentity(request), request.params.id);
      const bytes = await documentHtmlToDocx(draft.html, { title: draft.title });
      return sendAttachment(
        reply,
        { bytes, fileName: documentFileName(draft.title, "docx") },
        DOCX_CONTENT_TYPE,
      );
    },
  );
}
