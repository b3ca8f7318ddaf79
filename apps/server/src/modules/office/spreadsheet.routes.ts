import {
  SPREADSHEET_MAX_IMPORT_BYTES,
  SPREADSHEET_TYPES,
  TOTAL_COUNT_HEADER,
  type TSpreadsheet,
  ZSpreadsheet,
  ZSpreadsheetCreateRequest,
  ZSpreadsheetIdParams,
  ZSpreadsheetList,
  ZSpreadsheetListQuery,
  ZSpreadsheetReadQuery,
  ZSpreadsheetRestoreRequest,
  ZSpreadsheetTemplateList,
  ZSpreadsheetUpdateRequest,
  ZSpreadsheetVersion,
  ZSpreadsheetVersionList,
  ZSpreadsheetVersionParams,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNCHECKED_ANSWER } from "../../platform/api-document.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readCheckedMultipartForm } from "../../platform/uploads.ts";
import { sendAttachment } from "../files/index.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { spreadsheetError } from "./spreadsheet.errors.ts";
import {
  createSpreadsheet,
  exportSpreadsheet,
  importSpreadsheet,
  listSpreadsheets,
  listTemplates,
  listVersionsOfSpreadsheet,
  readSpreadsheet,
  readSpreadsheetVersion,
  readSpreadsheetWithoutCalculationsJson,
  removeSpreadsheet,
  restoreSpreadsheetVersion,
  type SpreadsheetImport,
  updateSpreadsheet,
} from "./spreadsheet.service.ts";

const BASE = "/api/office/spreadsheets";
const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// A full 100,000-cell sheet is several megabytes of JSON: more than the 1 MB every other body may be.
const SHEET_BODY_LIMIT = 16 * 1024 * 1024;

const ZImportFields = z.strictObject({
  title: z.string().trim().max(200, "Spreadsheet title must be at most 200 characters").optional(),
  type: z.enum(SPREADSHEET_TYPES, { error: "Choose a spreadsheet type from the list" }).optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  matterId: z.uuid("Choose a matter from the list").optional(),
  isShared: z.enum(["true", "false"], { error: "Shared must be true or false" }).optional(),
});

async function readImport(request: FastifyRequest): Promise<SpreadsheetImport> {
  const form = await readCheckedMultipartForm(request, {
    maxBytes: SPREADSHEET_MAX_IMPORT_BYTES,
    fields: ZImportFields,
    tooLarge: () => spreadsheetError("file_too_large"),
  });
  const { isShared, ...fields } = form.fields;
  return { file: form.file, ...fields, isShared: isShared === "true" };
}

/** The spreadsheets: CRUD with versions and calculated formulas, templates, XLSX import, XLSX and CSV export. */
export async function registerSpreadsheetRoutes(app: FastifyInstance, deps: OfficeSuiteDeps): Promise<void> {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["office"];
  const params = ZSpreadsheetIdParams;

  router.get(
    "/api/office/spreadsheet-templates",
    {
      schema: {
        summary: "List the built-in spreadsheet templates",
        tags,
        response: { 200: ZSpreadsheetTemplateList },
      },
    },
    async (request) => {
      requireFirmIdentity(request);
      return listTemplates();
    },
  );

  // The list and the routes that answer with a whole sheet write their answer as JSON without the
  // schema's check (UNCHECKED_ANSWER); the schema still documents it. A whole sheet answers with up to
  // 100,000 cells three times over (inputs, formulas, results), and checking it took about 200 ms a read.
  // It is built by spreadsheetData() from typed values (its unit test parses the output with
  // ZSpreadsheetData); the list's cards are built field by field, and its integration test parses them.
  router.get(
    BASE,
    {
      config: { isCachedPerFirm: true },
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "List the spreadsheets you can see",
        description:
          "Shared spreadsheets of the firm, and your own unshared ones (the firm's owner sees all), newest change first, without their cells. totals are read from the named cells: revenue and profit in cents, margin in basis points.",
        tags,
        querystring: ZSpreadsheetListQuery,
        response: { 200: ZSpreadsheetList },
      },
    },
    async (request, reply) => {
      const { items, total } = await listSpreadsheets(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  router.post(
    BASE,
    {
      bodyLimit: SHEET_BODY_LIMIT,
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "Create a spreadsheet",
        description:
          "From a built-in template when `template` names one; else from `data`; else an empty sheet of structure.rows × structure.columns whose row 1 holds the headers. The server calculates every formula.",
        tags,
        body: ZSpreadsheetCreateRequest,
        response: { 201: ZSpreadsheet },
      },
    },
    async (request, reply) => {
      const sheet = await createSpreadsheet(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(sheet);
    },
  );

  router.post(
    `${BASE}/import`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription:
            "An Excel workbook (.xlsx), at most 10 MB and 100,000 filled cells; its first sheet is read.",
          fields: ZImportFields,
        },
      },
      schema: {
        summary: "Import an Excel workbook",
        tags,
        response: { 201: ZSpreadsheet },
      },
    },
    async (request, reply) => {
      const sheet = await importSpreadsheet(deps, requireFirmIdentity(request), await readImport(request));
      return reply.status(201).send(sheet);
    },
  );

  router.get(
    `${BASE}/:id`,
    {
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "Read a spreadsheet with its cells and calculated values",
        description:
          "calculations=omit leaves out every formula's result (data.calculations is then empty) and the work of calculating them: for a client that calculates the sheet itself, as the editor does.",
        tags,
        params,
        querystring: ZSpreadsheetReadQuery,
        response: { 200: ZSpreadsheet },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      if (request.query.calculations !== "omit") return readSpreadsheet(deps, identity, request.params.id);
      // Already the JSON text of a TSpreadsheet: Fastify sends a string answer as it is.
      const answer = await readSpreadsheetWithoutCalculationsJson(deps, identity, request.params.id);
      return reply.type("application/json; charset=utf-8").send(answer as unknown as TSpreadsheet);
    },
  );

  router.put(
    `${BASE}/:id`,
    {
      bodyLimit: SHEET_BODY_LIMIT,
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "Save a new version of a spreadsheet",
        description:
          "baseVersion is the version you edited; when someone saved a newer one since, the answer is 409 with currentVersion, savedBy and savedAt, and nothing is written. Without data the cells are kept.",
        tags,
        params,
        body: ZSpreadsheetUpdateRequest,
        response: { 200: ZSpreadsheet },
      },
    },
    async (request) => updateSpreadsheet(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    `${BASE}/:id`,
    { schema: { summary: "Delete a spreadsheet and its versions", tags, params } },
    async (request, reply) => {
      await removeSpreadsheet(deps, requireFirmIdentity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  router.get(
    `${BASE}/:id/versions`,
    {
      schema: {
        summary: "List a spreadsheet's versions",
        tags,
        params,
        response: { 200: ZSpreadsheetVersionList },
      },
    },
    async (request) => listVersionsOfSpreadsheet(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/:id/versions/:version`,
    {
      schema: {
        summary: "Read one version of a spreadsheet",
        tags,
        params: ZSpreadsheetVersionParams,
        response: { 200: ZSpreadsheetVersion },
      },
    },
    async (request) =>
      readSpreadsheetVersion(deps, requireFirmIdentity(request), request.params.id, request.params.version),
  );

  router.post(
    `${BASE}/:id/versions/:version/restore`,
    {
      ...UNCHECKED_ANSWER,
      schema: {
        summary: "Make an old version of a spreadsheet the newest",
        tags,
        params: ZSpreadsheetVersionParams,
        body: ZSpreadsheetRestoreRequest,
        response: { 200: ZSpreadsheet },
      },
    },
    async (request) =>
      restoreSpreadsheetVersion(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.params.version,
        request.body.baseVersion,
      ),
  );

  router.get(
    `${BASE}/:id/export.xlsx`,
    { schema: { summary: "Download a spreadsheet as Excel (.xlsx)", tags, params } },
    async (request, reply) => {
      const file = await exportSpreadsheet(deps, requireFirmIdentity(request), request.params.id, "xlsx");
      return sendAttachment(reply, file, XLSX_CONTENT_TYPE);
    },
  );

  router.get(
    `${BASE}/:id/export.csv`,
    { schema: { summary: "Download a spreadsheet as CSV", tags, params } },
    async (request, reply) => {
      const file = await exportSpreadsheet(deps, requireFirmIdentity(request), request.params.id, "csv");
      return sendAttachment(reply, file, "text/csv; charset=utf-8");
    },
  );
}
