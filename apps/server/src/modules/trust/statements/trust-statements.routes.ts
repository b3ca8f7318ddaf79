import {
  ZAutoMatchRequest,
  ZAutoMatchResult,
  ZImportStatementRequest,
  ZImportStatementResult,
  ZMatchStatementLineRequest,
  ZStatementLine,
  ZStatementLineList,
  ZStatementLineQuery,
  ZTrustIdParams,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { TRUST_API_BASE, type TrustDeps } from "../trust-deps.ts";
import {
  autoMatchAccount,
  importStatement,
  listAccountStatementLines,
  matchLine,
  unmatchLine,
} from "./trust-statements.service.ts";

const BASE = TRUST_API_BASE;

/** Bank statements: importing them and matching their lines to the cash book. */
export function registerTrustStatementRoutes(app: FastifyInstance, deps: TrustDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  router.post(
    `${BASE}/statements`,
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: "Import a bank statement",
        tags,
        body: ZImportStatementRequest,
        response: { 201: ZImportStatementResult },
      },
    },
    async (request, reply) => {
      const result = await importStatement(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(result);
    },
  );

  router.get(
    `${BASE}/statements/lines`,
    {
      schema: {
        summary: "List bank statement lines",
        tags,
        querystring: ZStatementLineQuery,
        response: { 200: ZStatementLineList },
      },
    },
    async (request) => listAccountStatementLines(deps, requireFirmIdentity(request), request.query),
  );

  router.post(
    `${BASE}/statements/lines/:id/match`,
    {
      schema: {
        summary: "Match a statement line",
        tags,
        params: ZTrustIdParams,
        body: ZMatchStatementLineRequest,
        response: { 200: ZStatementLine },
      },
    },
    async (request) => matchLine(deps, requireFirmIdentity(request), request.params.id, request.body.entryId),
  );

  router.delete(
    `${BASE}/statements/lines/:id/match`,
    {
      schema: {
        summary: "Unmatch a statement line",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZStatementLine },
      },
    },
    async (request) => unmatchLine(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    `${BASE}/statements/auto-match`,
    {
      schema: {
        summary: "Match statement lines automatically",
        tags,
        body: ZAutoMatchRequest,
        response: { 200: ZAutoMatchResult },
      },
    },
    async (request) => autoMatchAccount(deps, requireFirmIdentity(request), request.body.accountId),
  );
}
