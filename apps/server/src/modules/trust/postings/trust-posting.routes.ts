import {
  TOTAL_COUNT_HEADER,
  ZCreateTrustPostingRequest,
  ZTrustClientLedger,
  ZTrustIdParams,
  ZTrustLedgerListQuery,
  ZTrustLedgerQuery,
  ZTrustLedgerSummaryList,
  ZTrustPosting,
  ZTrustSummary,
  ZTrustTransactionList,
  ZTrustTransactionListQuery,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { TRUST_API_BASE, type TrustDeps } from "../trust-deps.ts";
import {
  getClientLedger,
  getTrustPosting,
  getTrustSummary,
  listTrustLedgers,
  listTrustTransactions,
} from "./trust-books.service.ts";
import { createPosting } from "./trust-posting.service.ts";

const BASE = TRUST_API_BASE;

/** The journal and the ledgers: posting a transaction, and reading postings, ledgers and the summary. */
export function registerTrustPostingRoutes(app: FastifyInstance, deps: TrustDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  router.get(
    `${BASE}/transactions`,
    {
      schema: {
        summary: "List trust transactions",
        tags,
        querystring: ZTrustTransactionListQuery,
        response: { 200: ZTrustTransactionList },
      },
    },
    async (request, reply) => {
      const { transactions, total } = await listTrustTransactions(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return transactions;
    },
  );

  router.post(
    `${BASE}/transactions`,
    {
      schema: {
        summary: "Post a trust transaction",
        tags,
        body: ZCreateTrustPostingRequest,
        response: { 201: ZTrustPosting },
      },
    },
    async (request, reply) => {
      const posting = await createPosting(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(posting);
    },
  );

  router.get(
    `${BASE}/transactions/:id`,
    {
      schema: {
        summary: "Read a trust transaction",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustPosting },
      },
    },
    async (request) => getTrustPosting(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/ledgers`,
    {
      schema: {
        summary: "List client trust ledgers",
        tags,
        querystring: ZTrustLedgerListQuery,
        response: { 200: ZTrustLedgerSummaryList },
      },
    },
    async (request, reply) => {
      const { ledgers, total } = await listTrustLedgers(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return ledgers;
    },
  );

  router.get(
    `${BASE}/ledgers/:id`,
    {
      schema: {
        summary: "Read a client's trust ledger",
        tags,
        params: ZTrustIdParams,
        querystring: ZTrustLedgerQuery,
        response: { 200: ZTrustClientLedger },
      },
    },
    async (request) => getClientLedger(deps, requireFirmIdentity(request), request.params.id, request.query),
  );

  router.get(
    `${BASE}/summary`,
    { schema: { summary: "Trust summary", tags, response: { 200: ZTrustSummary } } },
    async (request) => getTrustSummary(deps, requireFirmIdentity(request)),
  );
}
