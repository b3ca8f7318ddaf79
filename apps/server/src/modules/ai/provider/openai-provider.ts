import { z } from "zod";
import { aiError } from "./ai-provider.errors.ts";
import type { AiCompletion, AiCompletionRequest, AiMessage, AiProvider, AiUsage } from "./ai-provider.ts";
import {
  displayAddress,
  type EndpointSettings,
  postToEndpoint,
  unavailableForStatus,
} from "./openai-http.ts";
import {
  correctiveMessage,
  describeAnswerSchema,
  type JsonSchema,
  readStructuredAnswer,
  responseFormatFor,
  structuredAnswerInstruction,
} from "./structured-answer.ts";

export type OpenAiProviderOptions = {
  /** The API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The longest one HTTP call may take; a retry gets its own. */
  timeoutMs: number;
  /** Turns on `embed`, served by `${baseUrl}/embeddings`. */
  embeddingModel?: string;
  fetch?: typeof fetch;
  /** The longest answer text kept; longer answers are cut. */
  maxAnswerChars?: number;
};

export const DEFAULT_MAX_ANSWER_CHARS = 100_000;
// Room for the JSON around the answer: escapes and multi-byte characters can take six bytes a character.
const RESPONSE_BYTES_PER_ANSWER_CHAR = 6;
const RESPONSE_ENVELOPE_BYTES = 64 * 1024;
// A rejected answer is shown back to the model for correction; more than this only costs tokens.
const MAX_REJECTED_ANSWER_ECHO_CHARS = 8_000;
const MAX_EMBEDDING_BYTES_PER_TEXT = 128 * 1024;

const ZChatCompletion = z.object({
  model: z.string().max(200).optional().catch(undefined),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: z.record(z.string(), z.unknown()).nullish().catch(undefined),
});

const ZEmbeddings = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

/** What this server has shown it does not accept, learned from its 400 answers and kept for later calls. */
type ServerQuirks = { rejectsResponseFormat: boolean; wantsMaxCompletionTokens: boolean };

type ChatSettings = EndpointSettings & { model: string; maxAnswerChars: number; quirks: ServerQuirks };

type ChatAnswer = { isUsable: true; text: string; model: string } | { isUsable: false; problem: string };

/**
 * A provider for any server speaking the OpenAI Chat Completions protocol: OpenAI, Azure-compatible
 * proxies, Ollama, vLLM, LM Studio.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const settings: ChatSettings = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey || undefined,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch ?? fetch,
    model: options.model,
    maxAnswerChars: options.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS,
    quirks: { rejectsResponseFormat: false, wantsMaxCompletionTokens: false },
  };
  const label = `${options.model} via ${displayAddress(options.baseUrl)}`;
  const embeddingModel = options.embeddingModel;
  const provider: AiProvider = {
    describe: () => ({
      engine: "openai",
      model: options.model,
      label,
      capabilities: { completion: true, structured: true, embeddings: Boolean(embeddingModel) },
    }),
    complete: (request) => completeChat(settings, request),
  };
  if (embeddingModel) provider.embed = (texts, signal) => embedTexts(settings, embeddingModel, texts, signal);
  return provider;
}

/**
 * Asks once; a malformed answer (not JSON, not matching the schema, or no usable reply) gets one more
 * try with the problem spelled out, and a second failure is `ai_malformed_answer`.
 */
async function completeChat<T>(
  settings: ChatSettings,
  request: AiCompletionRequest<T>,
): Promise<AiCompletion<T>> {
  const answerSchema = request.schema ? describeAnswerSchema(request.schema) : undefined;
  const system = answerSchema
    ? `${request.system}\n\n${structuredAnswerInstruction(answerSchema)}`
    : request.system;
  const messages: AiMessage[] = [...request.messages];
  const usage: AiUsage = { inputTokens: 0, outputTokens: 0 };
  for (let attempt = 1; ; attempt++) {
    const answer = await askChat(settings, request, { system, messages, answerSchema }, usage);
    let problem: string;
    if (!answer.isUsable) {
      problem = answer.problem;
    } else if (!request.schema) {
      return { text: answer.text, object: undefined, usage, model: answer.model };
    } else {
      const reading = readStructuredAnswer(answer.text, request.schema);
      if (reading.isValid) return { text: answer.text, object: reading.object, usage, model: answer.model };
      problem = reading.problem;
      messages.push(
        { role: "assistant", content: answer.text.slice(0, MAX_REJECTED_ANSWER_ECHO_CHARS) },
        { role: "user", content: correctiveMessage(problem) },
      );
    }
    if (attempt === 2) {
      throw Object.assign(aiError("ai_malformed_answer"), { cause: new Error(problem) });
    }
  }
}

/**
 * One answer from the server, charged to `usage`. A 400 naming a parameter this server does not take
 * (`response_format` on older servers, `max_tokens` on newer OpenAI models) is asked again without it.
 */
async function askChat<T>(
  settings: ChatSettings,
  request: AiCompletionRequest<T>,
  prompt: { system: string; messages: AiMessage[]; answerSchema: JsonSchema | undefined },
  usage: AiUsage,
): Promise<ChatAnswer> {
  const maxResponseBytes = settings.maxAnswerChars * RESPONSE_BYTES_PER_ANSWER_CHAR + RESPONSE_ENVELOPE_BYTES;
  for (;;) {
    const sendsResponseFormat = Boolean(prompt.answerSchema) && !settings.quirks.rejectsResponseFormat;
    const body = {
      model: settings.model,
      messages: [{ role: "system", content: prompt.system }, ...prompt.messages],
      stream: false,
      [settings.quirks.wantsMaxCompletionTokens ? "max_completion_tokens" : "max_tokens"]: request.maxTokens,
      ...(sendsResponseFormat && prompt.answerSchema
        ? { response_format: responseFormatFor(prompt.answerSchema) }
        : {}),
    };
    const reply = await postToEndpoint(settings, "chat/completions", body, {
      signal: request.signal,
      maxBytes: maxResponseBytes,
    });
    if (reply.status === 400 && learnQuirk(settings.quirks, reply.body ?? "", sendsResponseFormat)) continue;
    if (reply.status < 200 || reply.status > 299) {
      throw unavailableForStatus(reply.status, reply.body, settings.apiKey);
    }
    const parsed = parseChatCompletion(reply.body);
    const callUsage = readUsage(parsed.success ? parsed.data.usage : undefined);
    usage.inputTokens += callUsage.inputTokens;
    usage.outputTokens += callUsage.outputTokens;
    await request.onUsage?.(callUsage);
    if (!parsed.success) return { isUsable: false, problem: "The server's reply was not a chat completion." };
    const content = parsed.data.choices[0]!.message.content;
    if (!content?.trim()) return { isUsable: false, problem: "The answer was empty." };
    return {
      isUsable: true,
      text: content.slice(0, settings.maxAnswerChars),
      model: parsed.data.model ?? settings.model,
    };
  }
}

/** Records what a 400 says the server refuses; false when it names nothing we can leave out. */
function learnQuirk(quirks: ServerQuirks, body: string, sentResponseFormat: boolean): boolean {
  if (sentResponseFormat && /response_format|json_schema/i.test(body)) {
    quirks.rejectsResponseFormat = true;
    return true;
  }
  if (!quirks.wantsMaxCompletionTokens && /max_completion_tokens/.test(body)) {
    quirks.wantsMaxCompletionTokens = true;
    return true;
  }
  return false;
}

function parseChatCompletion(body: string | undefined) {
  let value: unknown;
  try {
    value = body === undefined ? undefined : JSON.parse(body);
  } catch {
    value = undefined;
  }
  return ZChatCompletion.safeParse(value);
}

/** Servers that do not count tokens (some local ones) leave usage out: that counts as 0, not an error. */
function readUsage(usage: Record<string, unknown> | null | undefined): AiUsage {
  return {
    inputTokens: readTokenCount(usage?.prompt_tokens),
    outputTokens: readTokenCount(usage?.completion_tokens),
  };
}

function readTokenCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

async function embedTexts(
  settings: ChatSettings,
  embeddingModel: string,
  texts: string[],
  signal: AbortSignal | undefined,
): Promise<number[][]> {
  if (texts.length === 0) return [];
  const reply = await postToEndpoint(
    settings,
    "embeddings",
    { model: embeddingModel, input: texts },
    { signal, maxBytes: RESPONSE_ENVELOPE_BYTES + texts.length * MAX_EMBEDDING_BYTES_PER_TEXT },
  );
  if (reply.status < 200 || reply.status > 299)
    throw unavailableForStatus(reply.status, reply.body, settings.apiKey);
  let value: unknown;
  try {
    value = JSON.parse(reply.body ?? "");
  } catch {
    value = undefined;
  }
  const parsed = ZEmbeddings.safeParse(value);
  const vectors: number[][] = [];
  for (const item of parsed.success ? parsed.data.data : []) vectors[item.index] = item.embedding;
  // One vector per text, in order, all of one length: anything else cannot be compared.
  const dimensions = vectors[0]?.length ?? 0;
  const isComplete =
    vectors.length === texts.length &&
    dimensions > 0 &&
    Array.from({ length: texts.length }, (_, index) => vectors[index]).every(
      (vector) => vector !== undefined && vector.length === dimensions,
    );
  if (!isComplete) {
    throw Object.assign(aiError("ai_malformed_answer"), {
      cause: new Error(`Expected ${texts.length} embeddings of one length from the embeddings endpoint.`),
    });
  }
  return vectors;
}
