/**
 * The one door to a language model for every AI tool. Build the provider once at start with
 * `createAiProvider(config)` and pass it to the tools; a tool checks `describe().capabilities` and
 * falls back to rules when `completion` is false (the local engine), labelling its answer with
 * `describe().label`. A tool asks through `withFirmBudget` (../budget), which charges the firm's month.
 */

export { type AiErrorCode, aiError, aiTimeoutError, isAiError } from "./ai-provider.errors.ts";
export type {
  AiCompletion,
  AiCompletionRequest,
  AiEngine,
  AiMessage,
  AiProvider,
  AiProviderDescription,
  AiUsage,
} from "./ai-provider.ts";
export { createLocalProvider, LOCAL_ENGINE_LABEL } from "./local-provider.ts";
export {
  createOpenAiProvider,
  DEFAULT_MAX_ANSWER_CHARS,
  type OpenAiProviderOptions,
} from "./openai-provider.ts";
export { createAiProvider } from "./provider-from-config.ts";
