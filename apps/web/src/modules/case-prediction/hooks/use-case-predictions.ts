import { CASE_PREDICTION_MESSAGES, type TCasePredictionRecord } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  CALIBRATION_QUERY_KEY,
  CASE_PREDICTIONS_LIST_KEY,
  casePredictionsQueryKey,
  fetchCalibration,
  fetchCasePredictions,
  fetchMarketInsights,
  MARKET_INSIGHTS_QUERY_KEY,
  startCasePrediction,
} from "../case-prediction.api";
import { isPredictionUnfinished } from "../case-prediction-labels";

/** How often the list is read again while a prediction is still waiting or being worked out. */
export const PREDICTION_POLL_MS = 1500;

function hasUnfinished(predictions: readonly TCasePredictionRecord[] | undefined): boolean {
  return predictions?.some(isPredictionUnfinished) ?? false;
}

/** A page of the firm's predictions, read again every 1.5 s while any on it is queued or running. */
export function useCasePredictions(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: casePredictionsQueryKey(page),
    queryFn: () => fetchCasePredictions(page),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    refetchInterval: (query) => (hasUnfinished(query.state.data?.items) ? PREDICTION_POLL_MS : false),
  });
}

/**
 * Asks for a prediction. It is worked out as a job, so success means only that it has been queued;
 * the list is read again to show it.
 */
export function useStartCasePrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCasePrediction,
    onSuccess: () => {
      notifications.show({ ...CASE_PREDICTION_MESSAGES.started, color: "green" });
      void queryClient.invalidateQueries({ queryKey: CASE_PREDICTIONS_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: CALIBRATION_QUERY_KEY });
    },
    onError: (error) => {
      notifications.show({
        title: CASE_PREDICTION_MESSAGES.failed.title,
        message: readApiErrorMessage(error) ?? CASE_PREDICTION_MESSAGES.failed.message,
        color: "red",
      });
    },
  });
}

/** Predicted against actual; read afresh whenever shown, as matters close meanwhile. */
export function useCalibration() {
  return useQuery({ queryKey: CALIBRATION_QUERY_KEY, queryFn: fetchCalibration, refetchOnMount: "always" });
}

/** The firm's outcomes aggregated; read afresh whenever the tab opens. */
export function useMarketInsights() {
  return useQuery({
    queryKey: MARKET_INSIGHTS_QUERY_KEY,
    queryFn: fetchMarketInsights,
    refetchOnMount: "always",
  });
}
