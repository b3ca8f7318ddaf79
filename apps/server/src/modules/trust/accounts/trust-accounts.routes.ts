import {
  ZCreateTrustAccountRequest,
  ZTrustAccount,
  ZTrustAccountList,
  ZTrustDate,
  ZTrustIdParams,
  ZUpdateTrustAccountRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../../platform/file-storage.ts";
import { IMAGE_OR_PDF_TYPES } from "../../../platform/file-types.ts";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { readSingleUpload } from "../../../platform/uploads.ts";
import { trustError } from "../trust.errors.ts";
import { TRUST_API_BASE, type TrustDeps } from "../trust-deps.ts";
import {
  closeTrustAccount,
  listTrustAccounts,
  openTrustAccount,
  readTrustAccount,
  recordInvestmentInstruction,
  updateTrustAccount,
} from "./trust-accounts.service.ts";

const BASE = TRUST_API_BASE;

/** Trust accounts: opening, reading, changing and closing them, and an s86(4) account's instruction. */
export function registerTrustAccountRoutes(
  app: FastifyInstance,
  deps: TrustDeps & { fileStorage: FileStorage },
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  router.get(
    `${BASE}/accounts`,
    { schema: { summary: "List trust accounts", tags, response: { 200: ZTrustAccountList } } },
    async (request) => listTrustAccounts(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/accounts`,
    {
      schema: {
        summary: "Open a trust account",
        tags,
        body: ZCreateTrustAccountRequest,
        response: { 201: ZTrustAccount },
      },
    },
    async (request, reply) => {
      const account = await openTrustAccount(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(account);
    },
  );

  router.get(
    `${BASE}/accounts/:id`,
    {
      schema: {
        summary: "Read a trust account",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) =>
      readTrustAccount(deps.db, requireFirmIdentity(request).membership.firmId, request.params.id),
  );

  router.patch(
    `${BASE}/accounts/:id`,
    {
      schema: {
        summary: "Update a trust account",
        tags,
        params: ZTrustIdParams,
        body: ZUpdateTrustAccountRequest,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) =>
      updateTrustAccount(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    `${BASE}/accounts/:id/close`,
    {
      schema: {
        summary: "Close a trust account",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) => closeTrustAccount(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    `${BASE}/accounts/:id/instruction`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "The client's signed written instruction: an image or a PDF, at most 10 MB.",
          fields: z.object({ instructionDate: ZTrustDate }),
        },
      },
      schema: {
        summary: "Record a client's investment instruction",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      const upload = await readSingleUpload(request, {
        purpose: "trust_instruction",
        maxBytes: 10 * 1024 * 1024,
        allowed: IMAGE_OR_PDF_TYPES,
      });
      const date = ZTrustDate.safeParse(upload.fields.instructionDate ?? "");
      if (!date.success) {
        throw trustError(
          "instruction_date",
          date.error.issues[0]?.message ?? "Enter the date of the instruction.",
        );
      }
      return recordInvestmentInstruction(deps, identity, request.params.id, {
        instructionDate: date.data,
        upload,
      });
    },
  );
}
