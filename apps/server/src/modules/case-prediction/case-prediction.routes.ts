import {
  TOTAL_COUNT_HEADER,
  ZCasePredictionCalibration,
  ZCasePredictionIdParams,
  ZCasePredictionList,
  ZCasePredictionListQuery,
  ZCasePredictionMarketInsights,
  ZCasePredictionRecord,
  ZCasePredictionRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  type CasePredictionDeps,
  listCasePredictions,
  readCalibration,
  readCasePrediction,
  readMarketInsights,
  startCasePrediction,
} from "./case-prediction.service.ts";

const BASE = "/api/case-predictions";

/** Case prediction: estimates worked out in the background from the firm's outcomes, and their reports. */
export function registerCasePredictionRoutes(app: FastifyInstance, deps: CasePredictionDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["case-prediction"];

  router.post(
    BASE,
    {
      schema: {
        summary: "Ask for a case prediction",
        description:
          "Answers 202 with the queued prediction: a background job compares the case with the firm's closed matters of the same type (and court) and with similar judgments in the corpus; read it with GET /api/case-predictions/{id}.",
        tags,
        body: ZCasePredictionRequest,
        response: { 202: ZCasePredictionRecord },
      },
    },
    async (request, reply) => {
      const started = await startCasePrediction(deps, requireFirmIdentity(request), request.body);
      return reply.status(202).send(started);
    },
  );

  router.get(
    BASE,
    {
      schema: {
        summary: "List the firm's case predictions, newest first",
        tags,
        querystring: ZCasePredictionListQuery,
        response: { 200: ZCasePredictionList },
      },
    },
    async (request, reply) => {
      const { predictions, total } = await listCasePredictions(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return predictions;
    },
  );

  router.get(
    `${BASE}/calibration`,
    {
      schema: {
        summary: "Predicted against actual, once matters close",
        description:
          "For predictions tied to a matter whose outcome has since been recorded: by band of predicted probability, the count, mean predicted and actual success rate, and the Brier score.",
        tags,
        response: { 200: ZCasePredictionCalibration },
      },
    },
    async (request) => readCalibration(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/market-insights`,
    {
      schema: {
        summary: "The firm's recorded outcomes by case type and by court",
        description:
          "Counts, success rates, median durations and median awards from the firm's own outcomes; groups of fewer than 3 show their count only.",
        tags,
        response: { 200: ZCasePredictionMarketInsights },
      },
    },
    async (request) => readMarketInsights(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/:id`,
    {
      schema: {
        summary: "Read a case prediction",
        tags,
        params: ZCasePredictionIdParams,
        response: { 200: ZCasePredictionRecord },
      },
    },
    async (request) => readCasePrediction(deps, requireFirmIdentity(request), request.params.id),
  );
}
