import {
  OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
  OFFICE_DOCUMENT_TYPES,
  TEMPLATE_CATEGORIES,
  ZAiGenerateRequest,
  ZAiGenerateResponse,
  ZDocumentTemplate,
  ZDocumentTemplateCreateRequest,
  ZDocumentTemplateIdParams,
  ZDocumentTemplateList,
  ZDocumentTemplateUpdateRequest,
  ZGeneratedDocumentList,
  ZGenerateRequest,
  ZGenerateResponse,
  ZGenerateTemplateRequest,
  ZGenerateTemplateResponse,
  ZMergeCheck,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readCheckedMultipartForm } from "../../platform/uploads.ts";
import {
  type AiDraftingDeps,
  generateFromAssistantType,
  generateFromDescription,
} from "./ai-drafting.service.ts";
import { documentAutomationError } from "./document-automation.errors.ts";
import {
  checkGeneration,
  createFirmTemplate,
  generateDocument,
  importFirmTemplate,
  listGeneratedDocuments,
  listTemplates,
  readTemplate,
  retireFirmTemplate,
  updateFirmTemplate,
  wordProcessorTemplates,
} from "./document-automation.service.ts";

const BASE = "/api/document-automation";

const ZTemplateImportFields = z.strictObject({
  name: z.string().trim().min(1, "Please give the template a name.").max(200),
  description: z.string().trim().max(1000).default(""),
  category: z.enum(TEMPLATE_CATEGORIES, { error: "Choose a category from the list" }),
  documentType: z.enum(OFFICE_DOCUMENT_TYPES).default("contract"),
});

function readTemplateImport(request: FastifyRequest) {
  return readCheckedMultipartForm(request, {
    maxBytes: OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
    fields: ZTemplateImportFields,
    tooLarge: () => documentAutomationError("file_too_large"),
  });
}

/** Templates (built in and the firm's), generation with merge fields, and drafting from a description. */
export function registerDocumentAutomationRoutes(app: FastifyInstance, deps: AiDraftingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["document-automation"];
  const params = ZDocumentTemplateIdParams;

  router.get(
    `${BASE}/templates`,
    {
      schema: {
        summary: "List the templates",
        description: "The built-in South African templates and the firm's own (retired ones flagged).",
        tags,
        response: { 200: ZDocumentTemplateList },
      },
    },
    async (request) => listTemplates(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/templates`,
    {
      schema: {
        summary: "Create a firm template",
        description: "HTML with merge fields; a field that does not exist is refused and listed.",
        tags,
        body: ZDocumentTemplateCreateRequest,
        response: { 201: ZDocumentTemplate },
      },
    },
    async (request, reply) => {
      const template = await createFirmTemplate(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(template);
    },
  );

  router.post(
    `${BASE}/templates/import`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "A Word document (.docx) with merge fields typed in it, at most 10 MB.",
          fields: ZTemplateImportFields,
        },
      },
      schema: { summary: "Import a firm template from Word", tags, response: { 201: ZDocumentTemplate } },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const template = await importFirmTemplate(deps, identity, await readTemplateImport(request));
      return reply.status(201).send(template);
    },
  );

  router.get(
    `${BASE}/templates/:id`,
    {
      schema: {
        summary: "Read a template with its text",
        tags,
        params,
        response: { 200: ZDocumentTemplate },
      },
    },
    async (request) => readTemplate(deps, requireFirmIdentity(request), request.params.id),
  );

  router.put(
    `${BASE}/templates/:id`,
    {
      schema: {
        summary: "Save a new version of a firm template",
        tags,
        params,
        body: ZDocumentTemplateUpdateRequest,
        response: { 200: ZDocumentTemplate },
      },
    },
    async (request) =>
      updateFirmTemplate(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    `${BASE}/templates/:id/retire`,
    {
      schema: {
        summary: "Retire a firm template",
        description: "It is no longer offered for generation; documents made from it keep its name.",
        tags,
        params,
        response: { 200: ZDocumentTemplate },
      },
    },
    async (request) => retireFirmTemplate(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    `${BASE}/check`,
    {
      schema: {
        summary: "List what a generation would lack",
        description: "The merge fields with no value in the records or the form, before generating.",
        tags,
        body: ZGenerateRequest,
        response: { 200: ZMergeCheck },
      },
    },
    async (request) => checkGeneration(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    `${BASE}/generate`,
    {
      schema: {
        summary: "Generate a document from a template",
        description:
          "Answers 400 with the missing fields listed when any has no value; otherwise the sanitised HTML, stored as a firm document on the client and matter.",
        tags,
        body: ZGenerateRequest,
        response: { 200: ZGenerateResponse },
      },
    },
    async (request) => generateDocument(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    `${BASE}/generated`,
    {
      schema: {
        summary: "List the documents generated from templates",
        tags,
        response: { 200: ZGeneratedDocumentList },
      },
    },
    async (request) => listGeneratedDocuments(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/ai-generate`,
    {
      schema: {
        summary: "Draft a document from a description",
        description:
          "The local engine assembles the closest built-in template with the description as its details and says so; a configured model drafts from that template and the description. Either way the result is stored as a firm document.",
        tags,
        body: ZAiGenerateRequest,
        response: { 200: ZAiGenerateResponse },
      },
    },
    async (request) => generateFromDescription(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    "/api/ai/generate-template",
    {
      schema: {
        summary: "Generate a template of one of six types",
        tags: ["ai"],
        body: ZGenerateTemplateRequest,
        response: { 200: ZGenerateTemplateResponse },
      },
    },
    async (request) => generateFromAssistantType(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    "/api/office/templates",
    {
      schema: {
        summary: "The word processor's six built-in templates",
        description: "Ready to edit: every merge field shows as its bracketed label.",
        tags: ["office"],
        response: {
          200: z.array(
            z.object({
              key: z.string(),
              name: z.string(),
              description: z.string(),
              category: z.enum(TEMPLATE_CATEGORIES),
              documentType: z.enum(OFFICE_DOCUMENT_TYPES),
              content: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      requireFirmIdentity(request);
      return wordProcessorTemplates();
    },
  );
}
