import { afterEach, describe, expect, it } from "vitest";
import { type FakeChatCompletions, startFakeChatCompletions } from "./fake-chat-completions.ts";

const servers: FakeChatCompletions[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(...args: Parameters<typeof startFakeChatCompletions>) {
  const server = await startFakeChatCompletions(...args);
  servers.push(server);
  return server;
}

type ChatCompletionBody = { choices: { message: { content: string } }[]; data: unknown };

async function readJson(response: Promise<Response>): Promise<ChatCompletionBody> {
  return (await (await response).json()) as ChatCompletionBody;
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("the fake Chat Completions server", () => {
  it("answers the scripted turns in order as chat completions, with usage", async () => {
    const server = await start([
      { content: "First.", usage: { prompt_tokens: 12, completion_tokens: 3 } },
      { content: "Second.", usage: null },
    ]);
    const first = await readJson(post(`${server.baseUrl}/chat/completions`, { model: "m1", messages: [] }));
    const second = await readJson(post(`${server.baseUrl}/chat/completions`, { model: "m1", messages: [] }));
    expect(first).toMatchObject({
      model: "m1",
      choices: [{ message: { role: "assistant", content: "First." } }],
      usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
    });
    expect(second.choices[0]!.message.content).toBe("Second.");
    expect(second).not.toHaveProperty("usage");
  });

  it("records each request's path, headers and parsed body", async () => {
    const server = await start([{ content: "ok" }]);
    await post(
      `${server.baseUrl}/chat/completions`,
      { model: "m1", messages: [] },
      { authorization: "Bearer k" },
    );
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/chat/completions",
        body: { model: "m1", messages: [] },
        headers: expect.objectContaining({ authorization: "Bearer k" }),
      }),
    ]);
  });

  it("answers a scripted status with its body, and a malformed turn with a cut-off body", async () => {
    const server = await start([{ status: 503, body: "overloaded" }, { malformed: true }]);
    const failed = await post(`${server.baseUrl}/chat/completions`, {});
    expect(failed.status).toBe(503);
    expect(await failed.text()).toBe("overloaded");
    const malformed = await post(`${server.baseUrl}/chat/completions`, {});
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
  });

  it("answers from a function given the request and its index", async () => {
    const server = await start((request, index) => ({
      content: `${index}:${(request.body as { model: string }).model}`,
    }));
    const answer = await readJson(post(`${server.baseUrl}/chat/completions`, { model: "m9" }));
    expect(answer.choices[0]!.message.content).toBe("0:m9");
  });

  it("serves embeddings in the protocol's shape", async () => {
    const server = await start([
      {
        embeddings: [
          [0.1, 0.2],
          [0.3, 0.4],
        ],
      },
    ]);
    const answer = await readJson(post(`${server.baseUrl}/embeddings`, { model: "e", input: ["a", "b"] }));
    expect(answer.data).toEqual([
      { object: "embedding", index: 0, embedding: [0.1, 0.2] },
      { object: "embedding", index: 1, embedding: [0.3, 0.4] },
    ]);
  });

  it("holds a delayed answer back", async () => {
    const server = await start([{ content: "late", delayMs: 150 }]);
    const startedAt = performance.now();
    await post(`${server.baseUrl}/chat/completions`, {});
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);
  });

  it("answers a request beyond the script with a 500 that says so", async () => {
    const server = await start([]);
    const answer = await post(`${server.baseUrl}/chat/completions`, {});
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain("no turn for request 1");
  });

  it("closes even while an answer is still delayed", async () => {
    const server = await startFakeChatCompletions([{ content: "never sent", delayMs: 60_000 }]);
    const pending = post(`${server.baseUrl}/chat/completions`, {}).catch((error: Error) => error);
    await expect.poll(() => server.requests.length).toBe(1);
    await server.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe("closing the fake server", () => {
  it("may happen twice, so a test can stop it early to play an unreachable server", async () => {
    const server = await startFakeChatCompletions([]);
    await server.close();
    await expect(server.close()).resolves.toBeUndefined();
  });
});
