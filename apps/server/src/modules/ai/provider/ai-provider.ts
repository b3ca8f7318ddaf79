import type { z } from "zod";

/** Which engine answers: `local` has no language model (rules and retrieval only); `openai` speaks Chat Completions. */
export type AiEngine = "local" | "openai";

export type AiMessage = { role: "user" | "assistant"; content: string };

export type AiUsage = { inputTokens: number; outputTokens: number };

export type AiCompletionRequest<T> = {
  system: string;
  messages: AiMessage[];
  /** Asks for a structured answer: JSON against this schema, parsed with it into `object`. */
  schema?: z.ZodType<T>;
  maxTokens: number;
  /** The caller's cancellation (a job cancelled, a request closed): ends the call with `ai_cancelled`. */
  signal?: AbortSignal;
  /**
   * Called with the usage of every call made (retries included), e.g. to charge the firm's monthly
   * token budget. It may throw (a budget spent) to stop any further call; the error reaches the caller.
   */
  onUsage?: (usage: AiUsage) => void | Promise<void>;
};

/** A provider's answer: data, never trusted. `object` is set only when a schema was given and it validated. */
export type AiCompletion<T> = { text: string; object: T | undefined; usage: AiUsage; model: string };

export type AiProviderDescription = {
  engine: AiEngine;
  model: string | null;
  /**
   * Shown to users beside every answer, e.g. "Rule-based analysis — no language model configured" or
   * "gpt-4o-mini via https://api.openai.com/v1". Never carries the key.
   */
  label: string;
  capabilities: { completion: boolean; structured: boolean; embeddings: boolean };
};

/** The one door to a language model for every AI tool; tools check `describe().capabilities` before asking. */
export interface AiProvider {
  describe(): AiProviderDescription;
  complete<T = undefined>(request: AiCompletionRequest<T>): Promise<AiCompletion<T>>;
  embed?(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
