import {
  ZCaseSummary,
  ZCaseSummaryRequest,
  ZCorpusDocument,
  ZCorpusDocumentParams,
  ZMatterResearchNoteParams,
  ZMatterResearchNotesParams,
  ZOkResponse,
  ZRecentSearch,
  ZResearchInsights,
  ZResearchInsightsRequest,
  ZResearchNote,
  ZResearchNoteCreate,
  ZResearchSearchRequest,
  ZResearchSearchResponse,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNCHECKED_ANSWER } from "../../platform/api-document.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { summarizeCase } from "./case-summary.service.ts";
import {
  type LegalResearchDeps,
  listMatterResearchNotes,
  listMyRecentSearches,
  readCorpusDocument,
  removeResearchNote,
  saveResearchNote,
  searchCorpus,
} from "./legal-research.service.ts";
import { generateResearchInsights } from "./research-insights.service.ts";

/** Every member of a firm may search the corpus, read it and keep research on the firm's matters. */
export function registerLegalResearchRoutes(app: FastifyInstance, deps: LegalResearchDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["legal-research"];

  router.post(
    "/api/legal-research/search",
    {
      // Its check took a tenth of a search's time in Node; the tests parse its answers with the schema.
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "Search the legal corpus",
        tags,
        body: ZResearchSearchRequest,
        response: { 200: ZResearchSearchResponse },
      },
    },
    async (request) => searchCorpus(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    "/api/ai/research-insights",
    {
      schema: {
        summary: "Research insights grounded in the corpus",
        tags: ["ai"],
        body: ZResearchInsightsRequest,
        response: { 200: ZResearchInsights },
      },
    },
    async (request) => generateResearchInsights(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    "/api/ai/case-summary",
    {
      schema: {
        summary: "Summarise a judgment: facts, issues, holding and order with their paragraphs",
        description: "Send the judgment's text, or the id of a judgment in the corpus the firm reads.",
        tags: ["ai"],
        body: ZCaseSummaryRequest,
        response: { 200: ZCaseSummary },
      },
    },
    async (request) => summarizeCase(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    "/api/legal-research/recent",
    {
      schema: { summary: "List my recent searches", tags, response: { 200: z.array(ZRecentSearch) } },
    },
    async (request) => listMyRecentSearches(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/legal-research/documents/:documentId",
    {
      schema: {
        summary: "Read a corpus document",
        tags,
        params: ZCorpusDocumentParams,
        response: { 200: ZCorpusDocument },
      },
    },
    async (request) => readCorpusDocument(deps, requireFirmIdentity(request), request.params.documentId),
  );

  router.post(
    "/api/legal-research/notes",
    {
      schema: {
        summary: "Save research to a matter",
        tags,
        body: ZResearchNoteCreate,
        response: { 201: ZResearchNote },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveResearchNote(deps, requireFirmIdentity(request), request.body)),
  );

  router.get(
    "/api/matters/:matterId/research-notes",
    {
      schema: {
        summary: "List a matter's research notes",
        tags,
        params: ZMatterResearchNotesParams,
        response: { 200: z.array(ZResearchNote) },
      },
    },
    async (request) => listMatterResearchNotes(deps, requireFirmIdentity(request), request.params.matterId),
  );

  router.delete(
    "/api/matters/:matterId/research-notes/:noteId",
    {
      schema: {
        summary: "Remove a research note from a matter",
        tags,
        params: ZMatterResearchNoteParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await removeResearchNote(deps, requireFirmIdentity(request), request.params);
      return { ok: true as const };
    },
  );
}
