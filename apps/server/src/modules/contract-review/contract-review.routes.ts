import {
  CONTRACT_MAX_FILE_BYTES,
  TOTAL_COUNT_HEADER,
  ZAnalyzeDocumentRequest,
  ZContractAnalysesQuery,
  ZContractAnalysis,
  ZContractAnalysisParams,
  ZContractAnalysisReport,
  ZContractAnalysisStarted,
  ZContractInsights,
  ZCreateContractAnalysisRequest,
  ZDocumentAnalysis,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readMultipartForm } from "../../platform/uploads.ts";
import { DOCX_CONTENT_TYPE, sendAttachment } from "../files/index.ts";
import {
  analyzeDocumentText,
  type ContractReviewDeps,
  type ContractSubmission,
  exportContractReport,
  listContractAnalyses,
  readContractAnalysis,
  readContractInsights,
  startContractAnalysis,
} from "./contract-analysis.service.ts";
import { contractReportFileName } from "./contract-report.ts";
import { contractReviewError } from "./contract-review.errors.ts";

const BASE = "/api/contract-analyses";

/** "contractType: Contract type must be at most 100 characters": the first problem, naming its field. */
function parseSubmissionFields(body: unknown): Omit<ContractSubmission, "file"> {
  const parsed = ZCreateContractAnalysisRequest.partial().safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join(".");
    throw contractReviewError(
      "invalid_input",
      issue ? `${field ? `${field}: ` : ""}${issue.message}` : undefined,
    );
  }
  return parsed.data;
}

/** The form (a file and its fields) or the JSON body (pasted text), as one submission. */
async function readSubmission(request: FastifyRequest): Promise<ContractSubmission> {
  if (!request.isMultipart()) return { file: null, ...parseSubmissionFields(request.body ?? {}) };
  try {
    const form = await readMultipartForm(request, CONTRACT_MAX_FILE_BYTES);
    const { contractText, contractType, contractTitle, matterId } = form.fields;
    const fields = parseSubmissionFields({
      ...(contractText ? { contractText } : {}),
      ...(contractType ? { contractType } : {}),
      ...(contractTitle ? { contractTitle } : {}),
      ...(matterId ? { matterId } : {}),
    });
    return { file: form.file, ...fields };
  } catch (error) {
    // The spec's words for a file over the limit, as the screen says them.
    if (error instanceof AppError && error.code === "file_too_large")
      throw contractReviewError("file_too_large");
    throw error;
  }
}

export function registerContractReviewRoutes(app: FastifyInstance, deps: ContractReviewDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["contract-review"];

  router.post(
    BASE,
    {
      config: {
        upload: {
          fileField: "contract",
          fileRequired: false,
          fileDescription:
            "The contract: PDF, Word (.doc, .docx) or plain text, at most 10 MB, judged by its content. A file wins over contractText.",
          fields: ZCreateContractAnalysisRequest.partial(),
          alsoJson: true,
        },
      },
      schema: {
        summary: "Send a contract for review",
        description:
          "Answers 202 with the analysis's id: a background job reads and analyses the contract; read its progress and results with GET /api/contract-analyses/{id}.",
        tags,
        response: { 202: ZContractAnalysisStarted },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const started = await startContractAnalysis(deps, identity, await readSubmission(request));
      return reply.status(202).send(started);
    },
  );

  router.get(
    BASE,
    {
      schema: {
        summary: "List the firm's contract analyses",
        tags,
        querystring: ZContractAnalysesQuery,
        response: { 200: ZContractAnalysis.array() },
      },
    },
    async (request, reply) => {
      const { analyses, total } = await listContractAnalyses(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return analyses;
    },
  );

  router.get(
    `${BASE}/insights`,
    {
      schema: {
        summary: "Read figures across the firm's contract analyses",
        tags,
        response: { 200: ZContractInsights },
      },
    },
    async (request) => readContractInsights(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Read a contract analysis with every clause",
        tags,
        params: ZContractAnalysisParams,
        response: { 200: ZContractAnalysisReport },
      },
    },
    async (request) => readContractAnalysis(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/:id/report.pdf`,
    {
      schema: {
        summary: "Download a contract analysis's report as a PDF",
        tags,
        params: ZContractAnalysisParams,
      },
    },
    async (request, reply) => {
      const report = await exportContractReport(deps, requireFirmIdentity(request), request.params.id, "pdf");
      return sendAttachment(
        reply,
        { bytes: report.bytes, fileName: contractReportFileName(report, "pdf") },
        "application/pdf",
      );
    },
  );

  router.get(
    `${BASE}/:id/report.docx`,
    {
      schema: {
        summary: "Download a contract analysis's report as a Word document",
        tags,
        params: ZContractAnalysisParams,
      },
    },
    async (request, reply) => {
      const report = await exportContractReport(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        "docx",
      );
      return sendAttachment(
        reply,
        { bytes: report.bytes, fileName: contractReportFileName(report, "docx") },
        DOCX_CONTENT_TYPE,
      );
    },
  );

  router.post(
    "/api/ai/analyze-document",
    {
      schema: {
        summary: "Analyse a pasted document at once",
        description:
          "The contract review engine on text up to 50,000 characters, answered in the response; longer documents go to POST /api/contract-analyses.",
        tags: ["ai"],
        body: ZAnalyzeDocumentRequest,
        response: { 200: ZDocumentAnalysis },
      },
    },
    async (request) => analyzeDocumentText(deps, requireFirmIdentity(request), request.body.documentText),
  );
}
