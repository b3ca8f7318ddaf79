import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import {
  type FakeChatCompletions,
  type FakeScript,
  startFakeChatCompletions,
} from "../../../testing/fake-chat-completions.ts";
import { isAiError } from "./ai-provider.errors.ts";
import type { AiUsage } from "./ai-provider.ts";
import { createOpenAiProvider, type OpenAiProviderOptions } from "./openai-provider.ts";

const API_KEY = "sk-test-0123456789abcdefSECRET";

const ZCitationCheck = z.object({
  citation: z.string(),
  isReported: z.boolean(),
});

const servers: FakeChatCompletions[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function providerAgainst(script: FakeScript, options: Partial<OpenAiProviderOptions> = {}) {
  const server = await startFakeChatCompletions(script);
  servers.push(server);
  const provider = createOpenAiProvider({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: "gpt-test",
    timeoutMs: 5_000,
    ...options,
  });
  return { server, provider };
}

const question = { system: "You are a careful South African legal researcher.", maxTokens: 400 };
const ask = [{ role: "user" as const, content: "Is [1995] ZACC 3 reported?" }];

/** The error `promise` rejects with; fails the test when it resolves. */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

function chatBody(server: FakeChatCompletions, index: number) {
  return server.requests[index]!.body as {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    response_format?: { type: string; json_schema: { name: string; schema: unknown; strict: boolean } };
  };
}

describe("the OpenAI-compatible provider", () => {
  it("returns a plain text answer with its usage and model", async () => {
    const { server, provider } = await providerAgainst([
      {
        content: "Yes: 1995 (3) SA 391 (CC).",
        usage: { prompt_tokens: 31, completion_tokens: 9 },
        model: "gpt-test-2025",
      },
    ]);
    const completion = await provider.complete({ ...question, messages: ask });
    expect(completion).toEqual({
      text: "Yes: 1995 (3) SA 391 (CC).",
      object: undefined,
      usage: { inputTokens: 31, outputTokens: 9 },
      model: "gpt-test-2025",
    });
    expect(server.requests[0]!.path).toBe("/v1/chat/completions");
    expect(chatBody(server, 0)).toMatchObject({
      model: "gpt-test",
      max_tokens: 400,
      messages: [{ role: "system", content: question.system }, ...ask],
    });
    expect(chatBody(server, 0)).not.toHaveProperty("response_format");
  });

  it("sends the key as a Bearer token", async () => {
    const { server, provider } = await providerAgainst([{ content: "ok" }]);
    await provider.complete({ ...question, messages: ask });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it("sends no Authorization header when no key is configured (a local Ollama)", async () => {
    const { server, provider } = await providerAgainst([{ content: "ok" }], { apiKey: "" });
    await provider.complete({ ...question, messages: ask });
    expect(server.requests[0]!.headers).not.toHaveProperty("authorization");
  });

  it("parses a structured answer with the schema, asking by response_format and in the system prompt", async () => {
    const { server, provider } = await providerAgainst([
      { content: '```json\n{"citation":"1995 (3) SA 391 (CC)","isReported":true}\n```' },
    ]);
    const completion = await provider.complete({ ...question, messages: ask, schema: ZCitationCheck });
    expect(completion.object).toEqual({ citation: "1995 (3) SA 391 (CC)", isReported: true });
    const body = chatBody(server, 0);
    expect(body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "answer",
        strict: false,
        schema: { type: "object", required: ["citation", "isReported"] },
      },
    });
    expect(body.messages[0]!.content).toMatch(/^You are a careful South African legal researcher\.\n\n/);
    expect(body.messages[0]!.content).toContain('"isReported":{"type":"boolean"}');
  });

  it("retries a malformed structured answer once, telling the model what was wrong", async () => {
    const { server, provider } = await providerAgainst([
      { content: "It is reported in the South African Law Reports." },
      { content: '{"citation":"1995 (3) SA 391 (CC)","isReported":true}' },
    ]);
    const completion = await provider.complete({ ...question, messages: ask, schema: ZCitationCheck });
    expect(completion.object).toEqual({ citation: "1995 (3) SA 391 (CC)", isReported: true });
    const retry = chatBody(server, 1).messages;
    expect(retry.slice(-2)).toEqual([
      { role: "assistant", content: "It is reported in the South African Law Reports." },
      { role: "user", content: expect.stringMatching(/^The answer was not valid JSON\. Answer again/) },
    ]);
  });

  it("retries an answer that does not match the schema, naming the field", async () => {
    const { server, provider } = await providerAgainst([
      { content: '{"citation":"1995 (3) SA 391 (CC)","isReported":"yes"}' },
      { content: '{"citation":"1995 (3) SA 391 (CC)","isReported":true}' },
    ]);
    await provider.complete({ ...question, messages: ask, schema: ZCitationCheck });
    expect(chatBody(server, 1).messages.at(-1)!.content).toContain("isReported:");
  });

  it("fails with ai_malformed_answer after the retry is malformed too", async () => {
    const { server, provider } = await providerAgainst([{ content: "not JSON" }, { content: "{still not" }]);
    const error = await failureOf(provider.complete({ ...question, messages: ask, schema: ZCitationCheck }));
    expect(isAiError(error, "ai_malformed_answer")).toBe(true);
    expect(error.statusCode).toBe(502);
    expect(server.requests).toHaveLength(2);
  });

  it("treats a reply that is not a chat completion as malformed, retried once", async () => {
    const once = await providerAgainst([{ malformed: true }, { content: "Recovered." }]);
    expect((await once.provider.complete({ ...question, messages: ask })).text).toBe("Recovered.");
    const twice = await providerAgainst([{ malformed: true }, { malformed: true }]);
    const error = await failureOf(twice.provider.complete({ ...question, messages: ask }));
    expect(error.code).toBe("ai_malformed_answer");
  });

  it("reports the usage of every call, retries included, and returns their sum", async () => {
    const { provider } = await providerAgainst([
      { content: "no JSON here", usage: { prompt_tokens: 100, completion_tokens: 7 } },
      {
        content: '{"citation":"x","isReported":false}',
        usage: { prompt_tokens: 130, completion_tokens: 11 },
      },
    ]);
    const charged: AiUsage[] = [];
    const completion = await provider.complete({
      ...question,
      messages: ask,
      schema: ZCitationCheck,
      onUsage: (usage) => {
        charged.push(usage);
      },
    });
    expect(charged).toEqual([
      { inputTokens: 100, outputTokens: 7 },
      { inputTokens: 130, outputTokens: 11 },
    ]);
    expect(completion.usage).toEqual({ inputTokens: 230, outputTokens: 18 });
  });

  it("counts usage as zero when the server leaves it out", async () => {
    const { provider } = await providerAgainst([{ content: "ok", usage: null }]);
    const charged: AiUsage[] = [];
    const completion = await provider.complete({
      ...question,
      messages: ask,
      onUsage: (usage) => void charged.push(usage),
    });
    expect(completion.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(charged).toEqual([{ inputTokens: 0, outputTokens: 0 }]);
  });

  it("stops when the usage hook throws, e.g. the firm's budget is spent", async () => {
    const { server, provider } = await providerAgainst([
      { content: "not JSON" },
      { content: '{"citation":"x","isReported":true}' },
    ]);
    const spent = new Error("budget spent");
    const outcome = provider.complete({
      ...question,
      messages: ask,
      schema: ZCitationCheck,
      onUsage: () => {
        throw spent;
      },
    });
    await expect(outcome).rejects.toBe(spent);
    expect(server.requests).toHaveLength(1);
  });

  it("turns a 500 into ai_unavailable without the key, even when the server echoes it", async () => {
    const { provider } = await providerAgainst((request) => ({
      status: 500,
      body: JSON.stringify({ error: { message: `upstream failed for ${request.headers.authorization}` } }),
    }));
    const error = await failureOf(provider.complete({ ...question, messages: ask }));
    expect(error.code).toBe("ai_unavailable");
    expect(error.statusCode).toBe(502);
    expect(error.message).toContain("HTTP 500");
    expect(error.message).not.toContain(API_KEY);
    expect(String(error.cause)).toContain("upstream failed");
    expect(String(error.cause)).not.toContain(API_KEY);
  });

  it("turns a 401 into ai_unavailable pointing at AI_API_KEY", async () => {
    const { provider } = await providerAgainst([
      { status: 401, body: `{"error":{"message":"bad key ${API_KEY}"}}` },
    ]);
    const error = await failureOf(provider.complete({ ...question, messages: ask }));
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toContain("AI_API_KEY");
    expect(error.message).not.toContain(API_KEY);
  });

  it("turns an unreachable server into ai_unavailable", async () => {
    const { server, provider } = await providerAgainst([]);
    await server.close();
    const error = await failureOf(provider.complete({ ...question, messages: ask }));
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toMatch(/could not be reached/);
  });

  it("gives up with ai_timeout soon after the timeout, naming it in seconds", async () => {
    const { provider } = await providerAgainst([{ content: "too late", delayMs: 10_000 }], {
      timeoutMs: 1_000,
    });
    const startedAt = performance.now();
    const error = await failureOf(provider.complete({ ...question, messages: ask }));
    expect(performance.now() - startedAt).toBeLessThan(3_000);
    expect(error.code).toBe("ai_timeout");
    expect(error.statusCode).toBe(504);
    expect(error.message).toContain("did not answer within 1 second.");
  });

  it("ends with ai_cancelled when the caller aborts, without waiting for the answer", async () => {
    const { server, provider } = await providerAgainst([{ content: "too late", delayMs: 10_000 }]);
    const controller = new AbortController();
    const outcome = failureOf(provider.complete({ ...question, messages: ask, signal: controller.signal }));
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    expect((await outcome).code).toBe("ai_cancelled");
  });

  it("does not call the server for an already-cancelled request", async () => {
    const { server, provider } = await providerAgainst([{ content: "ok" }]);
    const error = await failureOf(
      provider.complete({ ...question, messages: ask, signal: AbortSignal.abort() }),
    );
    expect(error.code).toBe("ai_cancelled");
    expect(server.requests).toHaveLength(0);
  });

  it("asks again without response_format when the server rejects it, and keeps to that afterwards", async () => {
    const { server, provider } = await providerAgainst([
      {
        status: 400,
        body: '{"error":{"message":"Unrecognized request argument supplied: response_format"}}',
      },
      { content: '{"citation":"x","isReported":true}' },
      { content: '{"citation":"y","isReported":false}' },
    ]);
    const first = await provider.complete({ ...question, messages: ask, schema: ZCitationCheck });
    const second = await provider.complete({ ...question, messages: ask, schema: ZCitationCheck });
    expect([first.object?.citation, second.object?.citation]).toEqual(["x", "y"]);
    expect(chatBody(server, 0)).toHaveProperty("response_format");
    expect(chatBody(server, 1)).not.toHaveProperty("response_format");
    expect(chatBody(server, 1).messages[0]!.content).toContain("JSON Schema");
    expect(chatBody(server, 2)).not.toHaveProperty("response_format");
  });

  it("does not retry a 400 that names nothing it could leave out", async () => {
    const { server, provider } = await providerAgainst([
      { status: 400, body: '{"error":{"message":"context too long"}}' },
    ]);
    const error = await failureOf(provider.complete({ ...question, messages: ask, schema: ZCitationCheck }));
    expect(error.code).toBe("ai_unavailable");
    expect(server.requests).toHaveLength(1);
  });

  it("switches to max_completion_tokens for models that refuse max_tokens", async () => {
    const { server, provider } = await providerAgainst([
      {
        status: 400,
        body: `{"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."}}`,
      },
      { content: "ok" },
    ]);
    await provider.complete({ ...question, messages: ask });
    expect(chatBody(server, 1)).toMatchObject({ max_completion_tokens: 400 });
    expect(chatBody(server, 1)).not.toHaveProperty("max_tokens");
  });

  it("cuts an answer longer than the limit", async () => {
    const { provider } = await providerAgainst([{ content: "a".repeat(500) }], { maxAnswerChars: 100 });
    expect((await provider.complete({ ...question, messages: ask })).text).toHaveLength(100);
  });

  it("describes itself by model and address, never by key or credentials in the URL", async () => {
    const provider = createOpenAiProvider({
      baseUrl: "https://proxy-user:proxy-pass@llm.example.co.za/openai/v1?api-version=2025-01-01",
      apiKey: API_KEY,
      model: "gpt-4o-mini",
      timeoutMs: 1_000,
    });
    expect(provider.describe()).toEqual({
      engine: "openai",
      model: "gpt-4o-mini",
      label: "gpt-4o-mini via https://llm.example.co.za/openai/v1",
      capabilities: { completion: true, structured: true, embeddings: false },
    });
    expect(provider.embed).toBeUndefined();
  });

  it("keeps a query in the base URL on the request (Azure's api-version)", async () => {
    const { server, provider } = await providerAgainst([{ content: "ok" }]);
    const withQuery = createOpenAiProvider({
      baseUrl: `${server.baseUrl}?api-version=2025-01-01`,
      model: "gpt-test",
      timeoutMs: 5_000,
    });
    await withQuery.complete({ ...question, messages: ask });
    expect(server.requests[0]!.path).toBe("/v1/chat/completions?api-version=2025-01-01");
    expect(provider.describe().label).not.toContain("?");
  });
});

describe("embeddings from the OpenAI-compatible provider", () => {
  it("are offered only with an embedding model, and returned in the order of the texts", async () => {
    const { server, provider } = await providerAgainst(
      [
        {
          embeddings: [
            [1, 0],
            [0, 1],
          ],
        },
      ],
      {
        embeddingModel: "text-embedding-test",
      },
    );
    expect(provider.describe().capabilities.embeddings).toBe(true);
    expect(await provider.embed!(["lease", "sale"])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(server.requests[0]).toMatchObject({
      path: "/v1/embeddings",
      body: { model: "text-embedding-test", input: ["lease", "sale"] },
    });
  });

  it("fail with ai_malformed_answer when a vector is missing", async () => {
    const { provider } = await providerAgainst([{ embeddings: [[1, 0]] }], {
      embeddingModel: "text-embedding-test",
    });
    const error = await failureOf(provider.embed!(["lease", "sale"]));
    expect(error.code).toBe("ai_malformed_answer");
  });
});
