import {
  PDF_SESSION_MAX_UPLOAD_BYTES,
  TOTAL_COUNT_HEADER,
  ZPdfBundleRequest,
  ZPdfSession,
  ZPdfSessionCardList,
  ZPdfSessionEditsRequest,
  ZPdfSessionExportRequest,
  ZPdfSessionFileAdded,
  ZPdfSessionIdParams,
  ZPdfSessionList,
  ZPdfSessionListQuery,
  ZPdfSessionReplaceRequest,
  ZPdfSessionSplitRequest,
  ZPdfSessionUndoRequest,
  ZPdfSessionUploadFields,
  ZPdfSplitResult,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNCHECKED_ANSWER } from "../../platform/api-document.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readCheckedMultipartForm } from "../../platform/uploads.ts";
import { inlineContentDisposition, sendAttachment } from "../files/index.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { pdfSessionError } from "./pdf-session.errors.ts";
import {
  addEdits,
  addSessionFile,
  createBundle,
  exportSession,
  listSessions,
  readExport,
  readSession,
  readSessionOriginal,
  removeSession,
  replaceEdits,
  splitSession,
  undoEdit,
  uploadSession,
} from "./pdf-session.service.ts";

const BASE = "/api/office/pdf-sessions";

async function readPdfForm(request: FastifyRequest) {
  return readCheckedMultipartForm(request, {
    maxBytes: PDF_SESSION_MAX_UPLOAD_BYTES,
    fields: ZPdfSessionUploadFields,
    tooLarge: () => pdfSessionError("file_too_large"),
  });
}

const uploadConfig = (fileDescription: string) => ({
  upload: { fileField: "file", fileRequired: true, fileDescription, fields: ZPdfSessionUploadFields },
});

/** The PDF editor (issue 21): sessions over an uploaded PDF, edits kept as data, exports as new files. */
export async function registerPdfSessionRoutes(app: FastifyInstance, deps: OfficeSuiteDeps): Promise<void> {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["office"];
  const params = ZPdfSessionIdParams;

  router.get(
    BASE,
    {
      // A page of cards, built field by field: the answer's check against the schema cost most of the request.
      ...UNCHECKED_ANSWER,
      config: { isCachedPerFirm: true },
      schema: {
        summary: "List the firm's PDF sessions",
        description:
          "A page of the firm's sessions, newest change first; only a matter's with ?matterId; ?search finds a part of the file name. X-Total-Count says how many match. `files` is empty here (GET /{id} has them). With ?view=card each session has `editCounts` (its edits counted by type) in place of `annotations` and `modifications`.",
        tags,
        querystring: ZPdfSessionListQuery,
        response: { 200: z.union([ZPdfSessionList, ZPdfSessionCardList]) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listSessions(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  router.post(
    BASE,
    {
      config: uploadConfig("A PDF, at most 50 MB; a password-protected one needs `password`."),
      schema: { summary: "Upload a PDF to edit", tags, response: { 201: ZPdfSession } },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const form = await readPdfForm(request);
      const session = await uploadSession(deps, identity, { file: form.file, ...form.fields });
      return reply.status(201).send(session);
    },
  );

  router.post(
    `${BASE}/bundle`,
    {
      schema: {
        summary: "Build a bundle from several PDFs",
        description:
          "Merges the PDFs in order behind an index page, with one bookmark per document and Bates numbers (or page numbers); opens the bundle as a new session.",
        tags,
        body: ZPdfBundleRequest,
        response: { 201: ZPdfSession },
      },
    },
    async (request, reply) => {
      const session = await createBundle(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(session);
    },
  );

  router.get(
    `${BASE}/:id`,
    { schema: { summary: "Read a PDF session", tags, params, response: { 200: ZPdfSession } } },
    async (request) => readSession(deps, requireFirmIdentity(request), request.params.id),
  );

  router.put(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Replace a session's annotations and modifications",
        description:
          "baseVersion is the version you edited; a stale one is 409 pdf_session_version_conflict and nothing is written.",
        tags,
        params,
        body: ZPdfSessionReplaceRequest,
        response: { 200: ZPdfSession },
      },
    },
    async (request) => replaceEdits(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    `${BASE}/:id`,
    { schema: { summary: "Delete a PDF session", tags, params } },
    async (request, reply) => {
      await removeSession(deps, requireFirmIdentity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  router.get(
    `${BASE}/:id/file`,
    { schema: { summary: "The original PDF, for the viewer", tags, params } },
    async (request, reply) => {
      const file = await readSessionOriginal(deps, requireFirmIdentity(request), request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", inlineContentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox")
        .header("cache-control", "private, no-store")
        .send(Buffer.from(file.bytes));
    },
  );

  router.post(
    `${BASE}/:id/edits`,
    {
      schema: {
        summary: "Add annotations and modifications",
        description: "Appended after the present ones; baseVersion as for PUT.",
        tags,
        params,
        body: ZPdfSessionEditsRequest,
        response: { 200: ZPdfSession },
      },
    },
    async (request) => addEdits(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    `${BASE}/:id/undo`,
    {
      schema: {
        summary: "Undo the newest change",
        tags,
        params,
        body: ZPdfSessionUndoRequest,
        response: { 200: ZPdfSession },
      },
    },
    async (request) =>
      undoEdit(deps, requireFirmIdentity(request), request.params.id, request.body.baseVersion),
  );

  router.post(
    `${BASE}/:id/files`,
    {
      config: uploadConfig("Another PDF (at most 50 MB) whose pages an insert modification may use."),
      schema: {
        summary: "Add a PDF to insert pages from",
        tags,
        params,
        response: { 201: ZPdfSessionFileAdded },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const form = await readPdfForm(request);
      const file = await addSessionFile(deps, identity, request.params.id, {
        file: form.file,
        password: form.fields.password,
      });
      return reply.status(201).send(file);
    },
  );

  router.post(
    `${BASE}/:id/export`,
    {
      schema: {
        summary: "Export the edited PDF as a new file",
        description:
          "Runs the edits (page operations, true redaction, annotations, Bates numbers) and stores the result; the original is kept.",
        tags,
        params,
        body: ZPdfSessionExportRequest,
        response: { 200: ZPdfSession },
      },
    },
    async (request) => exportSession(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.get(
    `${BASE}/:id/export`,
    { schema: { summary: "Download the newest export", tags, params } },
    async (request, reply) => {
      const file = await readExport(deps, requireFirmIdentity(request), request.params.id);
      return sendAttachment(reply, file, "application/pdf");
    },
  );

  router.post(
    `${BASE}/:id/split`,
    {
      schema: {
        summary: "Split the edited PDF by page ranges",
        description: 'One stored PDF per range (e.g. "1-3, 4-10"), each downloadable at /api/files/{fileId}.',
        tags,
        params,
        body: ZPdfSessionSplitRequest,
        response: { 201: ZPdfSplitResult },
      },
    },
    async (request, reply) => {
      const result = await splitSession(deps, requireFirmIdentity(request), request.params.id, request.body);
      return reply.status(201).send(result);
    },
  );
}
