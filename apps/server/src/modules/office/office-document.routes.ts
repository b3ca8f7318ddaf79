import {
  OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
  TOTAL_COUNT_HEADER,
  ZOfficeDocument,
  ZOfficeDocumentCreateRequest,
  ZOfficeDocumentIdParams,
  ZOfficeDocumentList,
  ZOfficeDocumentListQuery,
  ZOfficeDocumentRestoreRequest,
  ZOfficeDocumentUpdateRequest,
  ZOfficeDocumentVersion,
  ZOfficeDocumentVersionList,
  ZOfficeDocumentVersionParams,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNCHECKED_ANSWER } from "../../platform/api-document.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readCheckedMultipartForm } from "../../platform/uploads.ts";
import { DOCX_CONTENT_TYPE, sendAttachment } from "../files/index.ts";
import { officeError } from "./office.errors.ts";
import {
  createDocument,
  type DocumentImport,
  exportDocument,
  importDocx,
  listDocuments,
  listDocumentVersions,
  type OfficeDeps,
  readDocument,
  readDocumentVersion,
  removeDocument,
  restoreDocumentVersion,
  updateDocument,
} from "./office-document.service.ts";

const BASE = "/api/office/documents";

const ZImportFields = z.strictObject({
  title: z.string().trim().max(200, "Document title must be at most 200 characters").optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  matterId: z.uuid("Choose a matter from the list").optional(),
  isShared: z.enum(["true", "false"], { error: "Shared must be true or false" }).optional(),
});

async function readImport(request: FastifyRequest): Promise<DocumentImport> {
  const form = await readCheckedMultipartForm(request, {
    maxBytes: OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
    fields: ZImportFields,
    tooLarge: () => officeError("file_too_large"),
  });
  const { isShared, ...fields } = form.fields;
  return { file: form.file, ...fields, isShared: isShared === "true" };
}

/** The word processor's documents: CRUD with versions, DOCX import, DOCX and PDF export. */
export function registerOfficeDocumentRoutes(app: FastifyInstance, deps: OfficeDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["office"];
  const params = ZOfficeDocumentIdParams;

  router.get(
    BASE,
    {
      config: { isCachedPerFirm: true },
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "List the documents you can see",
        description:
          "Shared documents of the firm, and your own unshared ones (the firm's owner sees all), newest change first, without their content.",
        tags,
        querystring: ZOfficeDocumentListQuery,
        response: { 200: ZOfficeDocumentList },
      },
    },
    async (request, reply) => {
      const { items, total } = await listDocuments(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  router.post(
    BASE,
    {
      schema: {
        summary: "Create a document",
        tags,
        body: ZOfficeDocumentCreateRequest,
        response: { 201: ZOfficeDocument },
      },
    },
    async (request, reply) => {
      const document = await createDocument(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(document);
    },
  );

  router.post(
    `${BASE}/import`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "A Word document (.docx), at most 10 MB; a macro-enabled .docm is refused.",
          fields: ZImportFields,
        },
      },
      schema: {
        summary: "Import a Word document",
        tags,
        response: { 201: ZOfficeDocument.extend({ warnings: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      const { document, warnings } = await importDocx(
        deps,
        requireFirmIdentity(request),
        await readImport(request),
      );
      return reply.status(201).send({ ...document, warnings });
    },
  );

  router.get(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Read a document with its content",
        tags,
        params,
        response: { 200: ZOfficeDocument },
      },
    },
    async (request) => readDocument(deps, requireFirmIdentity(request), request.params.id),
  );

  router.put(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Save a new version of a document",
        description:
          "baseVersion is the version you edited; when someone saved a newer one since, the answer is 409 with currentVersion, savedBy and savedAt, and nothing is written.",
        tags,
        params,
        body: ZOfficeDocumentUpdateRequest,
        response: { 200: ZOfficeDocument },
      },
    },
    async (request) => updateDocument(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    `${BASE}/:id`,
    { schema: { summary: "Delete a document and its versions", tags, params } },
    async (request, reply) => {
      await removeDocument(deps, requireFirmIdentity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  router.get(
    `${BASE}/:id/versions`,
    {
      schema: {
        summary: "List a document's versions",
        tags,
        params,
        response: { 200: ZOfficeDocumentVersionList },
      },
    },
    async (request) => listDocumentVersions(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/:id/versions/:version`,
    {
      schema: {
        summary: "Read one version of a document",
        tags,
        params: ZOfficeDocumentVersionParams,
        response: { 200: ZOfficeDocumentVersion },
      },
    },
    async (request) =>
      readDocumentVersion(deps, requireFirmIdentity(request), request.params.id, request.params.version),
  );

  router.post(
    `${BASE}/:id/versions/:version/restore`,
    {
      schema: {
        summary: "Make an old version the newest",
        tags,
        params: ZOfficeDocumentVersionParams,
        body: ZOfficeDocumentRestoreRequest,
        response: { 200: ZOfficeDocument },
      },
    },
    async (request) =>
      restoreDocumentVersion(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.params.version,
        request.body.baseVersion,
      ),
  );

  router.get(
    `${BASE}/:id/export.docx`,
    { schema: { summary: "Download a document as Word (.docx)", tags, params } },
    async (request, reply) => {
      const file = await exportDocument(deps, requireFirmIdentity(request), request.params.id, "docx");
      return sendAttachment(reply, file, DOCX_CONTENT_TYPE);
    },
  );

  router.get(
    `${BASE}/:id/export.pdf`,
    { schema: { summary: "Download a document as a PDF", tags, params } },
    async (request, reply) => {
      const file = await exportDocument(deps, requireFirmIdentity(request), request.params.id, "pdf");
      return sendAttachment(reply, file, "application/pdf");
    },
  );
}
