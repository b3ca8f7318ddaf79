import {
  COURT_FILING_LIMITS,
  TOTAL_COUNT_HEADER,
  ZCourtFilingDetail,
  ZCourtFilingIdParams,
  ZCourtFilingList,
  ZCourtFilingListQuery,
  ZCourtFilingRecordRequest,
  ZCourtFilingResponseTaskRequest,
  ZCourtFilingStats,
  ZCourtFilingSubmitFields,
  ZCourtFilingSubmitForm,
  ZCourtFilingTemplateList,
  ZCourtIntegrationList,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  prepareUpload,
  readEachUploadedFile,
  type Upload,
  type UploadRules,
} from "../../platform/uploads.ts";
import { sendAttachment } from "../files/index.ts";
import {
  type CourtFilingDeps,
  listFilings,
  listIntegrations,
  readFiling,
  readFilingBundle,
  readFilingStats,
  recordFilingStatus,
} from "./court-filing.service.ts";
import { requireCourtFilingAccess } from "./court-filing-access.ts";
import { submitFiling } from "./court-filing-submit.service.ts";
import { createResponseTask, listFilingTemplates } from "./court-filing-templates.service.ts";

const BASE = "/api/court-filing";

/** The spec's file types for a filing: PDF, DOC and DOCX, 10 MB each, judged by their bytes. */
const FILING_DOCUMENT_RULES: UploadRules = {
  purpose: "court_filing_document",
  maxBytes: COURT_FILING_LIMITS.maxFileBytes,
  allowed: [
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/msword",
  ],
};

/** Checked before an upload is read, so a firm without court filing never sends its files to us. */
const withAccess = {
  preValidation: async (request: FastifyRequest) => requireCourtFilingAccess(requireFirmIdentity(request)),
};

/** Reads the submit form: every file checked by content and size (named in the message), then the fields. */
async function readSubmission(request: FastifyRequest) {
  const uploads: Upload[] = [];
  const { fields } = await readEachUploadedFile(
    request,
    {
      fieldName: "files",
      maxFiles: COURT_FILING_LIMITS.maxFiles,
      maxFileBytes: COURT_FILING_LIMITS.maxFileBytes,
    },
    async (file) => {
      try {
        uploads.push(prepareUpload(file, FILING_DOCUMENT_RULES));
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.statusCode, error.code, `${file.fileName}: ${error.message}`);
        throw error;
      }
    },
  );
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));
  const parsed = ZCourtFilingSubmitFields.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, "invalid_input", issue?.message ?? "Check the form's fields.");
  }
  return { fields: parsed.data, uploads };
}

/** Court filing: bundles prepared for CaseLines and Court Online, and what the court's system answered. */
export function registerCourtFilingRoutes(app: FastifyInstance, deps: CourtFilingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["court-filing"];

  router.post(
    `${BASE}/submit`,
    {
      ...withAccess,
      config: {
        upload: {
          fileField: "files",
          fileRequired: true,
          fileDescription: "1 to 20 files, PDF, DOCX or DOC, at most 10 MB each, in bundle order",
          fields: ZCourtFilingSubmitForm,
        },
      },
      schema: {
        summary: "Prepare a court filing",
        description:
          "multipart/form-data: matterId, courtLevel, caseNumber (in the court's form), documentType, urgency, and the files in `files`. The court's filing system (CaseLines or Court Online) has no API, so its adapter prepares a paginated, indexed bundle PDF to upload there; answers 201 with the filing (status prepared), its documents and the fields to copy.",
        tags,
        response: { 201: ZCourtFilingDetail },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { fields, uploads } = await readSubmission(request);
      return reply.status(201).send(await submitFiling(deps, identity, fields, uploads));
    },
  );

  router.get(
    `${BASE}/filings`,
    {
      ...withAccess,
      schema: {
        summary: "List the firm's court filings, newest first",
        description: "Filter by case number and party (the matter's client) for Case Lookup, or by status.",
        tags,
        querystring: ZCourtFilingListQuery,
        response: { 200: ZCourtFilingList },
      },
    },
    async (request, reply) => {
      const { filings, total } = await listFilings(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return filings;
    },
  );

  router.get(
    `${BASE}/overview`,
    {
      ...withAccess,
      schema: {
        summary: "The overview's figures from the firm's filings",
        tags,
        response: { 200: ZCourtFilingStats },
      },
    },
    async (request) => readFilingStats(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/filings/:id`,
    {
      ...withAccess,
      schema: {
        summary: "Read a court filing with its documents and the fields to copy",
        tags,
        params: ZCourtFilingIdParams,
        response: { 200: ZCourtFilingDetail },
      },
    },
    async (request) => readFiling(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/filings/:id/bundle`,
    {
      ...withAccess,
      schema: { summary: "Download a filing's bundle PDF", tags, params: ZCourtFilingIdParams },
    },
    async (request, reply) => {
      const bundle = await readFilingBundle(deps, requireFirmIdentity(request), request.params.id);
      return sendAttachment(reply, bundle, "application/pdf");
    },
  );

  router.patch(
    `${BASE}/filings/:id`,
    {
      ...withAccess,
      schema: {
        summary: "Record what the court's system answered",
        description:
          "The status (filed, processing, rejected or other), the court's reference (required for filed and processing) and a note; a new status stamps the time it was recorded.",
        tags,
        params: ZCourtFilingIdParams,
        body: ZCourtFilingRecordRequest,
        response: { 200: ZCourtFilingDetail },
      },
    },
    async (request) =>
      recordFilingStatus(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    `${BASE}/filings/:id/response-task`,
    {
      ...withAccess,
      schema: {
        summary: "Create the filing's response deadline as a task",
        description:
          "Counts the practice module's deadline preset from the start date given (court days, dies non as the rule says) and adds the task to the filing's matter.",
        tags,
        params: ZCourtFilingIdParams,
        body: ZCourtFilingResponseTaskRequest,
        response: { 201: ZCourtFilingDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createResponseTask(deps, requireFirmIdentity(request), request.params.id, request.body)),
  );

  router.get(
    `${BASE}/integrations`,
    {
      ...withAccess,
      schema: {
        summary: "The court filing systems and what each really does",
        tags,
        response: { 200: ZCourtIntegrationList },
      },
    },
    async (request) => listIntegrations(requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/templates`,
    {
      ...withAccess,
      schema: {
        summary: "Document types with their rules of court and deadline presets",
        tags,
        response: { 200: ZCourtFilingTemplateList },
      },
    },
    async (request) => listFilingTemplates(requireFirmIdentity(request)),
  );
}
