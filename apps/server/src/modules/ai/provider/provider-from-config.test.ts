import { describe, expect, it } from "vitest";
import type { AppConfig } from "../../../platform/config.ts";
import { createAiProvider } from "./provider-from-config.ts";

const unset: AppConfig["ai"] = {
  baseUrl: undefined,
  apiKey: undefined,
  model: "gpt-4o-mini",
  timeoutMs: 60_000,
  embeddingModel: undefined,
};

describe("choosing the AI provider from the configuration", () => {
  it("is the local engine when AI_BASE_URL is unset, even with a key and model", () => {
    const provider = createAiProvider({ ai: { ...unset, apiKey: "sk-unused", model: "gpt-4o" } });
    expect(provider.describe()).toMatchObject({
      engine: "local",
      model: null,
      capabilities: { completion: false },
    });
  });

  it("is the OpenAI-compatible engine when AI_BASE_URL is set, labelled with model and address", () => {
    const provider = createAiProvider({
      ai: { ...unset, baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.1:8b", apiKey: "sk-local" },
    });
    expect(provider.describe()).toEqual({
      engine: "openai",
      model: "llama3.1:8b",
      label: "llama3.1:8b via http://127.0.0.1:11434/v1",
      capabilities: { completion: true, structured: true, embeddings: false },
    });
    expect(JSON.stringify(provider.describe())).not.toContain("sk-local");
  });

  it("offers embeddings only when AI_EMBEDDING_MODEL is set", () => {
    const provider = createAiProvider({
      ai: { ...unset, baseUrl: "https://api.openai.com/v1", embeddingModel: "text-embedding-3-small" },
    });
    expect(provider.describe().capabilities.embeddings).toBe(true);
    expect(provider.embed).toBeTypeOf("function");
  });

  it("sends requests through the configured address, key and model with the fetch it is given", async () => {
    const calls: { url: string; headers: Headers; body: { model: string } }[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      calls.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: JSON.parse(String(init?.body)),
      });
      return Response.json({ model: "gpt-4o-mini", choices: [{ message: { content: "ok" } }] });
    };
    const provider = createAiProvider(
      { ai: { ...unset, baseUrl: "https://api.openai.com/v1", apiKey: "sk-configured" } },
      { fetch: recordingFetch },
    );
    await provider.complete({ system: "s", messages: [{ role: "user", content: "hi" }], maxTokens: 5 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.openai.com/v1/chat/completions");
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer sk-configured");
    expect(calls[0]!.body.model).toBe("gpt-4o-mini");
  });
});
