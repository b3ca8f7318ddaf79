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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { IMAGE_OR_PDF_TYPES, MAX_UPLOAD_BYTES } from "../../../platform/file-types.ts";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { readOptionalUpload, readSingleUpload, type UploadRules } from "../../../platform/uploads.ts";
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
      // A browser's form sends the receipt with the fields; the receipt may be left out.
      const form = request.isMultipart() ? await readOptionalUpload(request, RECEIPT_RULES) : null;
      const input = parseExpense(form ? expenseFormToInput(form.fields) : request.body);
      const expense = await createExpense(deps, identity, input, form?.upload ?? null);
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
