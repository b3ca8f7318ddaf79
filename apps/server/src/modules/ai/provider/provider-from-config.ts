import type { AppConfig } from "../../../platform/config.ts";
import type { AiProvider } from "./ai-provider.ts";
import { createLocalProvider } from "./local-provider.ts";
import { createOpenAiProvider } from "./openai-provider.ts";

/**
 * The provider the configuration asks for: a Chat Completions endpoint when AI_BASE_URL is set, else
 * the local engine. Chosen once at start, so every tool in the process answers from the same engine.
 */
export function createAiProvider(
  config: Pick<AppConfig, "ai">,
  options: { fetch?: typeof fetch } = {},
): AiProvider {
  const { baseUrl, apiKey, model, timeoutMs, embeddingModel } = config.ai;
  if (!baseUrl) return createLocalProvider();
  return createOpenAiProvider({
    baseUrl,
    model,
    timeoutMs,
    ...(apiKey ? { apiKey } : {}),
    ...(embeddingModel ? { embeddingModel } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
