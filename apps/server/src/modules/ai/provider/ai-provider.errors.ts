import { AppError, defineErrors } from "../../../platform/errors.ts";

const aiErrorTable = {
  ai_timeout: {
    status: 504,
    message:
      "The AI service did not answer in time. Try again, or ask your administrator to check the AI settings.",
  },
  ai_unavailable: {
    status: 502,
    message:
      "The AI service could not be reached or answered with an error. Try again later, or ask your administrator to check the AI settings.",
  },
  ai_malformed_answer: {
    status: 502,
    message:
      "The AI service twice gave an answer in the wrong form, so it was not used. Try again; if it keeps happening, ask your administrator to choose another model.",
  },
  ai_not_configured: {
    status: 503,
    message:
      "No language model is configured, so this needs the rule-based analysis. Ask your administrator to set AI_BASE_URL to use a model.",
  },
  ai_budget_spent: {
    status: 429,
    message:
      "Your firm has used its language-model budget for this month. The firm's owner can raise it on the AI Assistant page.",
  },
  // 499 is the code proxies use for "the client closed the request": nobody is waiting for an answer.
  ai_cancelled: { status: 499, message: "The AI request was cancelled." },
};

export type AiErrorCode = keyof typeof aiErrorTable;

export const aiError = defineErrors<AiErrorCode>(aiErrorTable);

/** The timeout message names the limit, so whoever reads it knows what "in time" meant. */
export function aiTimeoutError(timeoutMs: number): AppError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return aiError(
    "ai_timeout",
    `The AI service did not answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}. Try again, or ask your administrator to check the AI settings.`,
  );
}

/** Whether `error` is one of the AI provider's errors, optionally a given one. */
export function isAiError(error: unknown, code?: AiErrorCode): error is AppError & { code: AiErrorCode } {
  return (
    error instanceof AppError &&
    Object.hasOwn(aiErrorTable, error.code) &&
    (code === undefined || error.code === code)
  );
}
