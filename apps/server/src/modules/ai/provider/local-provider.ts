import { aiError } from "./ai-provider.errors.ts";
import type { AiProvider } from "./ai-provider.ts";

export const LOCAL_ENGINE_LABEL = "Rule-based analysis — no language model configured";

/**
 * The engine with no language model: tools fall back to retrieval, extraction and rules, and label
 * their answers so. It never imitates a model, so `complete` refuses rather than inventing prose.
 */
export function createLocalProvider(): AiProvider {
  return {
    describe: () => ({
      engine: "local",
      model: null,
      label: LOCAL_ENGINE_LABEL,
      capabilities: { completion: false, structured: false, embeddings: false },
    }),
    complete: async () => {
      throw aiError("ai_not_configured");
    },
  };
}
