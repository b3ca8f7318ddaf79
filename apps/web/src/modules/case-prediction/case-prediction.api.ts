import {
  type TCasePredictionCalibration,
  type TCasePredictionMarketInsights,
  type TCasePredictionRecord,
  type TCasePredictionRequest,
  ZCasePredictionCalibration,
  ZCasePredictionMarketInsights,
  ZCasePredictionRecord,
} from "@inkundla/shared";
import { apiJson, fetchListPage, type ListPage } from "../../lib/api-client";

export const CASE_PREDICTIONS_PATH = "/api/case-predictions";
export const CALIBRATION_PATH = `${CASE_PREDICTIONS_PATH}/calibration`;
export const MARKET_INSIGHTS_PATH = `${CASE_PREDICTIONS_PATH}/market-insights`;

/** Every list page of predictions sits beneath this key, so one invalidation refreshes them all. */
export const CASE_PREDICTIONS_LIST_KEY = [CASE_PREDICTIONS_PATH, "list"] as const;
export const casePredictionsQueryKey = (page: { limit: number; offset: number }) =>
  [...CASE_PREDICTIONS_LIST_KEY, page] as const;
export const CALIBRATION_QUERY_KEY = [CALIBRATION_PATH] as const;
export const MARKET_INSIGHTS_QUERY_KEY = [MARKET_INSIGHTS_PATH] as const;

/** Asks for a prediction; the server answers 202 with the queued record and works it out as a job. */
export async function startCasePrediction(request: TCasePredictionRequest): Promise<TCasePredictionRecord> {
  return ZCasePredictionRecord.parse(await apiJson("POST", CASE_PREDICTIONS_PATH, request));
}

/** One page of the firm's predictions, newest first, with the total from X-Total-Count. */
export async function fetchCasePredictions(page: {
  limit: number;
  offset: number;
}): Promise<ListPage<TCasePredictionRecord>> {
  const { items, total } = await fetchListPage<unknown>(CASE_PREDICTIONS_PATH, page);
  return { items: ZCasePredictionRecord.array().parse(items), total };
}

export async function fetchCalibration(): Promise<TCasePredictionCalibration> {
  return ZCasePredictionCalibration.parse(await apiJson("GET", CALIBRATION_PATH));
}

export async function fetchMarketInsights(): Promise<TCasePredictionMarketInsights> {
  return ZCasePredictionMarketInsights.parse(await apiJson("GET", MARKET_INSIGHTS_PATH));
}
