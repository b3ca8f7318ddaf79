import { describe, expect, it } from "vitest";
import { isAiError } from "./ai-provider.errors.ts";
import { createLocalProvider } from "./local-provider.ts";

describe("the local engine", () => {
  it("says on every answer that no language model is configured, and offers no completion", () => {
    expect(createLocalProvider().describe()).toEqual({
      engine: "local",
      model: null,
      label: "Rule-based analysis — no language model configured",
      capabilities: { completion: false, structured: false, embeddings: false },
    });
  });

  it("refuses a completion with ai_not_configured rather than inventing prose", async () => {
    const outcome = createLocalProvider().complete({ system: "s", messages: [], maxTokens: 10 });
    await expect(outcome).rejects.toSatisfy((error) => isAiError(error, "ai_not_configured"));
  });

  it("has no embeddings", () => {
    expect(createLocalProvider().embed).toBeUndefined();
  });
});
