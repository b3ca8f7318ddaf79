import { defineErrors } from "../../platform/errors.ts";

export const casePredictionError = defineErrors({
  prediction_not_found: { status: 404, message: "That case prediction was not found." },
});

/** Why a prediction stopped, as its `error` says it. */
export const CASE_PREDICTION_FAILURE_MESSAGES = {
  model: (detail: string) => `The language model could not add its reasoning: ${detail}`,
  stopped: (detail: string) => `The prediction stopped after another attempt: ${detail}`,
} as const;
