import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** Token counts as the Chat Completions protocol spells them; `null` leaves usage out of the answer. */
export type FakeUsage = { prompt_tokens: number; completion_tokens: number } | null;

/**
 * One scripted answer. `delayMs` holds any of them back (to run a client past its timeout).
 * - `content`: a chat completion whose message says this.
 * - `embeddings`: an embeddings answer with these vectors.
 * - `status`: that HTTP status with `body` (JSON or plain text).
 * - `malformed`: status 200 with a body that is not a chat completion (cut-off JSON).
 */
export type FakeTurn = { delayMs?: number } & (
  | { content: string; usage?: FakeUsage; model?: string }
  | { embeddings: number[][]; usage?: FakeUsage }
  | { status: number; body?: string }
  | { malformed: true }
);

export type FakeRequest = {
  method: string;
  /** The path with any query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or the raw text when it was not JSON. */
  body: unknown;
};

export type FakeScript = FakeTurn[] | ((request: FakeRequest, index: number) => FakeTurn);

export type FakeChatCompletions = {
  /** The API root to configure a client with, e.g. `http://127.0.0.1:40123/v1`. */
  baseUrl: string;
  /** Every request received, in order, including those whose answer was still delayed. */
  requests: FakeRequest[];
  close(): Promise<void>;
};

const DEFAULT_MODEL = "fake-model";

/**
 * A loopback HTTP server that speaks the OpenAI Chat Completions protocol and answers from a script:
 * the n-th request gets the n-th turn (or what the function returns), whatever its path. A request
 * beyond the script's end gets a 500 saying so, which fails the test that made it.
 */
export async function startFakeChatCompletions(script: FakeScript): Promise<FakeChatCompletions> {
  const requests: FakeRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const request: FakeRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: parseJsonOrText(rawBody),
      };
      const index = requests.length;
      requests.push(request);
      const turn = typeof script === "function" ? script(request, index) : script[index];
      const answer = turn ? renderTurn(turn, request) : scriptExhausted(index);
      const timer = setTimeout(() => {
        response.writeHead(answer.status, { "content-type": answer.contentType });
        response.end(answer.body);
      }, turn?.delayMs ?? 0);
      // A client that gave up (timeout, cancellation) should not keep the timer alive.
      response.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    // Closing twice is fine: a test may stop the server early to play an unreachable one.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

type RenderedAnswer = { status: number; contentType: string; body: string };

function renderTurn(turn: FakeTurn, request: FakeRequest): RenderedAnswer {
  if ("status" in turn) {
    const body = turn.body ?? "";
    return { status: turn.status, contentType: contentTypeOf(body), body };
  }
  if ("malformed" in turn) {
    return { status: 200, contentType: "application/json", body: '{"id":"chatcmpl-fake","choices":[{"mess' };
  }
  if ("embeddings" in turn) {
    const usage = turn.usage === undefined ? { prompt_tokens: 8, total_tokens: 8 } : turn.usage;
    const data = turn.embeddings.map((embedding, index) => ({ object: "embedding", index, embedding }));
    return json({ object: "list", data, model: modelOf(request), ...(usage ? { usage } : {}) });
  }
  const usage =
    turn.usage === undefined
      ? { prompt_tokens: 10, completion_tokens: Math.ceil(turn.content.length / 4) }
      : turn.usage;
  return json({
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: turn.model ?? modelOf(request),
    choices: [{ index: 0, message: { role: "assistant", content: turn.content }, finish_reason: "stop" }],
    ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
  });
}

function scriptExhausted(index: number): RenderedAnswer {
  return json(
    { error: { message: `fake chat completions: the script has no turn for request ${index + 1}` } },
    500,
  );
}

function json(value: unknown, status = 200): RenderedAnswer {
  return { status, contentType: "application/json", body: JSON.stringify(value) };
}

function contentTypeOf(body: string): string {
  return parseJsonOrText(body) === body ? "text/plain" : "application/json";
}

function modelOf(request: FakeRequest): string {
  const body = request.body as { model?: unknown } | undefined;
  return typeof body?.model === "string" ? body.model : DEFAULT_MODEL;
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
