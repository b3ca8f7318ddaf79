import {
  TOTAL_COUNT_HEADER,
  ZBillingIdParams,
  ZCreateExpenseRequest,
  ZExpense,
  ZExpenseList,
  ZExpenseListQuery,
  ZOkResponse,
  ZUpdateExpenseRequest,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import { describeSize, IMAGE_OR_PDF_TYPES, MAX_UPLOAD_BYTES } from "../../../platform/file-types.ts";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { uploadError } from "../../../platform/upload.errors.ts";
import { prepareUpload, readSingleUpload, type Upload, type UploadRules } from "../../../platform/uploads.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { expenseError } from "./expense.errors.ts";
import {
  approveExpense,
  createExpense,
  deleteExpense,
  listExpenses,
  replaceExpenseReceipt,
  updateExpense,
} from "./expense.service.ts";

/** A receipt: a photograph, a scan or a PDF of at most 10 MB, judged by its bytes. */
const RECEIPT_RULES: UploadRules = {
  purpose: "expense_receipt",
  maxBytes: MAX_UPLOAD_BYTES,
  allowed: IMAGE_OR_PDF_TYPES,
};

/** "amountCents: Amount must be more than R0.00": the first problem, naming its field. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Check the expense's details.";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

function parseExpense(body: unknown) {
  const parsed = ZCreateExpenseRequest.safeParse(body);
  if (!parsed.success) throw expenseError("invalid_input", describeIssue(parsed.error));
  return parsed.data;
}

/** A form field holding a number becomes that number; anything else stays text for the schema to refuse. */
function numberField(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
}

/** A checkbox or select sends text: "true", "on" or "1" is yes, "false", "off" or "0" is no. */
function booleanField(value: string): boolean | string {
  const normalized = value.trim().toLowerCase();
  if (["true", "on", "1"].includes(normalized)) return true;
  if (["false", "off", "0"].includes(normalized)) return false;
  return value;
}

/** A form's fields, which are all text, converted to what the JSON body carries. */
function expenseFormToInput(fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...fields };
  if (fields.amountCents !== undefined) input.amountCents = numberField(fields.amountCents);
  if (fields.taxable !== undefined) input.taxable = booleanField(fields.taxable);
  return input;
}

/** What the multipart parser throws (limits, a cut-off body) as a 400 a person can read. */
function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code =
    typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
      ? error.code
      : undefined;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return uploadError("file_too_large", `The file is larger than ${describeSize(MAX_UPLOAD_BYTES)}.`);
    case "FST_FILES_LIMIT":
      return uploadError("too_many_files");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return uploadError("too_many_fields");
    default:
      return uploadError("malformed_upload");
  }
}

/**
 * The expense form as a browser sends it: the same fields as the JSON body, and a receipt that may be
 * left out. (`readSingleUpload` insists on a file, so the parts are read here and the file checked by
 * `prepareUpload` under the same rules.)
 */
async function readExpenseForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; receipt: Upload | null }> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part, with no name and no bytes: no receipt.
        if (bytes.length === 0 && !part.filename) continue;
        file = { bytes, fileName: part.filename };
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw uploadError("field_too_long");
      if (Object.hasOwn(fields, part.fieldname)) continue;
      fields[part.fieldname] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
    }
  } catch (error) {
    if (!(error instanceof AppError)) request.log.info({ err: error }, "expense upload refused");
    throw toUploadError(error);
  }
  return { fields, receipt: file ? prepareUpload({ ...file, fields }, RECEIPT_RULES) : null };
}

export function registerExpenseRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  router.get(
    "/api/billing/expenses",
    {
      schema: {
        summary: "List expenses",
        tags,
        querystring: ZExpenseListQuery,
        response: { 200: ZExpenseList },
      },
    },
    async (request, reply) => {
      const { expenses, total } = await listExpenses(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return expenses;
    },
  );

  // JSON (ZCreateExpenseRequest) or multipart/form-data with the same fields and a `receipt` file, so
  // the body is parsed here rather than by the route schema, which would refuse a form.
  router.post(
    "/api/billing/expenses",
    {
      config: {
        upload: {
          fileField: "receipt",
          fileRequired: false,
          fileDescription: "The receipt: an image or a PDF, at most 10 MB. Only in a form.",
          fields: ZCreateExpenseRequest,
          alsoJson: true,
        },
      },
      schema: { summary: "Record an expense", tags, response: { 201: ZExpense } },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const form = request.isMultipart() ? await readExpenseForm(request) : null;
      const input = parseExpense(form ? expenseFormToInput(form.fields) : request.body);
      const expense = await createExpense(deps, identity, input, form?.receipt ?? null);
      return reply.status(201).send(expense);
    },
  );

  router.patch(
    "/api/billing/expenses/:id",
    {
      schema: {
        summary: "Update an expense",
        tags,
        params: ZBillingIdParams,
        body: ZUpdateExpenseRequest,
        response: { 200: ZExpense },
      },
    },
    async (request) => updateExpense(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    "/api/billing/expenses/:id/receipt",
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "The receipt: an image or a PDF, at most 10 MB.",
        },
      },
      schema: {
        summary: "Replace an expense's receipt",
        tags,
        params: ZBillingIdParams,
        response: { 200: ZExpense },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      const receipt = await readSingleUpload(request, RECEIPT_RULES);
      return replaceExpenseReceipt(deps, identity, request.params.id, receipt);
    },
  );

  router.post(
    "/api/billing/expenses/:id/approve",
    {
      schema: { summary: "Approve an expense", tags, params: ZBillingIdParams, response: { 200: ZExpense } },
    },
    async (request) => approveExpense(deps, requireFirmIdentity(request), request.params.id),
  );

  router.delete(
    "/api/billing/expenses/:id",
    {
      schema: {
        summary: "Delete an expense",
        tags,
        params: ZBillingIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteExpense(deps, requireFirmIdentity(request), request.params.id);
      return { ok: true as const };
    },
  );
}
