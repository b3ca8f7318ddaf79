import {
  CORPUS_IMPORT_MAX_FILE_BYTES,
  CORPUS_IMPORT_MAX_FILES,
  ZCorpusImport,
  ZCorpusImportPage,
  ZCorpusImportParams,
  ZCorpusImportStarted,
  ZCorpusImportsQuery,
  ZFirmDocumentParams,
  ZOkResponse,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity, requirePlatformAdmin } from "../../../platform/identity.ts";
import { type EachUploadRules, readEachUploadedFile } from "../../../platform/uploads.ts";
import {
  type CorpusImportDeps,
  listCorpusImports,
  readCorpusImport,
  removeFirmDocument,
  startCorpusImport,
  startFirmDocumentsImport,
} from "./corpus-import.service.ts";

/** Every import takes the same form: up to 50 files in the field `files`, each at most 50 MB. */
const IMPORT_UPLOAD_RULES: EachUploadRules = {
  fieldName: "files",
  maxFiles: CORPUS_IMPORT_MAX_FILES,
  maxFileBytes: CORPUS_IMPORT_MAX_FILE_BYTES,
};

/** Checked before the upload is read, so a non-admin's files are never received. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };
const firmOnly = { preValidation: async (request: FastifyRequest) => void requireFirmIdentity(request) };

const REFERENCE = { firmId: null };

/**
 * The platform admin imports into the reference corpus every firm reads; a firm's members import the
 * firm's own documents (opinions, precedents), which only they see.
 */
export function registerCorpusImportRoutes(app: FastifyInstance, deps: CorpusImportDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const receiveFrom = (request: FastifyRequest) => (keep: Parameters<typeof readEachUploadedFile>[2]) =>
    readEachUploadedFile(request, IMPORT_UPLOAD_RULES, keep);

  router.post(
    "/api/admin/corpus/imports",
    {
      ...adminOnly,
      schema: {
        summary: "Import files into the reference corpus",
        description:
          "multipart/form-data, field `files`: 1 to 50 files of at most 50 MB each (Akoma Ntoso XML, TXT, HTML, PDF, DOCX, or a ZIP of those). Each file's type is judged by its content when the import runs; a file that cannot be read is reported in the import's results.",
        tags: ["admin"],
        response: { 202: ZCorpusImportStarted },
      },
    },
    async (request, reply) => {
      const admin = requirePlatformAdmin(request);
      const started = await startCorpusImport(
        deps,
        { firmId: null, userId: admin.userId, ipAddress: admin.ipAddress },
        receiveFrom(request),
      );
      return reply.status(202).send(started);
    },
  );

  router.get(
    "/api/admin/corpus/imports",
    {
      ...adminOnly,
      schema: {
        summary: "List the imports into the reference corpus",
        tags: ["admin"],
        querystring: ZCorpusImportsQuery,
        response: { 200: ZCorpusImportPage },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return listCorpusImports(deps, REFERENCE, request.query);
    },
  );

  router.get(
    "/api/admin/corpus/imports/:importId",
    {
      ...adminOnly,
      schema: {
        summary: "Read an import into the reference corpus",
        tags: ["admin"],
        params: ZCorpusImportParams,
        response: { 200: ZCorpusImport },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return readCorpusImport(deps, REFERENCE, request.params.importId);
    },
  );

  const tags = ["legal-research"];

  router.post(
    "/api/legal-research/firm-documents",
    {
      ...firmOnly,
      schema: {
        summary: "Add the firm's own documents to the corpus",
        description:
          "multipart/form-data, field `files`, as the admin's import. The documents are the firm's own (kind firm_document): only its members find them.",
        tags,
        response: { 202: ZCorpusImportStarted },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const started = await startFirmDocumentsImport(deps, identity, receiveFrom(request));
      return reply.status(202).send(started);
    },
  );

  router.get(
    "/api/legal-research/imports",
    {
      schema: {
        summary: "List the firm's imports of its own documents",
        tags,
        querystring: ZCorpusImportsQuery,
        response: { 200: ZCorpusImportPage },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      return listCorpusImports(deps, { firmId: identity.membership.firmId }, request.query);
    },
  );

  router.get(
    "/api/legal-research/imports/:importId",
    {
      schema: {
        summary: "Read one of the firm's imports",
        tags,
        params: ZCorpusImportParams,
        response: { 200: ZCorpusImport },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      return readCorpusImport(deps, { firmId: identity.membership.firmId }, request.params.importId);
    },
  );

  router.delete(
    "/api/legal-research/firm-documents/:documentId",
    {
      schema: {
        summary: "Remove one of the firm's own documents",
        tags,
        params: ZFirmDocumentParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      await removeFirmDocument(deps, identity, request.params.documentId);
      return { ok: true as const };
    },
  );
}
