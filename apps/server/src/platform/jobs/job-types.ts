import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";

export type JobLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/**
 * How a failed attempt is tried again: up to `limit` more times, the first after `delaySeconds`; with
 * `backoff` each wait is about twice the last (pg-boss adds up to as much again at random, so many
 * failed jobs do not all come back at the same moment).
 */
export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

/**
 * One kind of background job: its queue, how its attempts are retried, and the shape of its data,
 * which is checked when the job is sent and again when a worker takes it (the row may be older than
 * the code that reads it).
 */
export type JobKind<Data> = {
  /** The pg-boss queue, e.g. `billing-invoice-email`. */
  readonly name: string;
  readonly data: z.ZodType<Data>;
  readonly retry: RetryPolicy;
  /** An attempt still running after this long counts as failed (a hung mail server, say). */
  readonly expireInSeconds: number;
  /** One line for the platform admin's list of failed jobs. Never put a secret (a link's token) in it. */
  describe(data: Data): string;
};

export type JobContext = {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails: the job is then kept as failed, with its error. */
  isLastAttempt: boolean;
  log: JobLog;
};

/** What a worker does with one job. Throwing fails the attempt, and the queue retries it per its kind. */
export type JobWorker<Data = unknown> = {
  kind: JobKind<Data>;
  handle(data: Data, context: JobContext): Promise<void>;
};

/** A job kind; a function only so the data type is inferred from the schema. */
export function defineJobKind<Data>(kind: JobKind<Data>): JobKind<Data> {
  return kind;
}

/** A worker for a kind, typed by that kind's data. */
export function defineJobWorker<Data>(worker: JobWorker<Data>): JobWorker<Data> {
  return worker;
}
