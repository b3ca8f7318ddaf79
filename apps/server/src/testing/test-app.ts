import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import * as schema from "../db/schema.ts";
import { loadConfig, withAuthSecret } from "../platform/config.ts";
import { type Database, openPostgres } from "../platform/db.ts";
import { type JobQueue, type RetryPolicy, startJobQueue } from "../platform/jobs/index.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The app's own database, e.g. for a second process (`npm run worker`) on it. */
  databaseUrl: string;
  jobs: JobQueue;
  /**
   * The settings this instance runs with (its database, signing secret and files folder): pass them
   * to `createSecondInstance` for another app process on the same database and files.
   */
  env: Record<string, string>;
  /**
   * Waits until the background jobs the requests so far enqueued have run (or failed for good), e.g.
   * before reading the e-mail a request caused. Needs the app's own workers (the default).
   */
  runJobs(): Promise<void>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** false: this app only enqueues, as a web server beside separate `npm run worker` processes. */
  runJobWorkers?: boolean;
  /** How failed jobs are retried; here the first retry waits 1 s by default, not the kinds' 30 s. */
  jobRetry?: Partial<RetryPolicy>;
};

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The real application on its own real PostgreSQL database; requests go through `app.inject`. Like
 * `npm start`, it works its job queue in the same process.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  // Uploaded files go to a folder of this app's own, never into the project's ./data.
  const filesDir = await mkdtemp(path.join(tmpdir(), "inkundla-test-files-"));
  const app = await startInstance(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: testDatabase.url,
      PUBLIC_URL: "http://localhost:5000",
      WEB_DIST_DIR: "/nonexistent",
      FILES_DIR: filesDir,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ...env,
    },
    options,
  );
  return {
    ...app,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app process beside `first`: the same database, signing secret and files folder, its own
 * memory (response cache), job queue workers and rate-limit counters in memory, as a second machine
 * behind a load balancer. Closing it leaves the database to `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return startInstance({ ...first.env, ...env }, options);
}

async function startInstance(env: Record<string, string>, options: TestAppOptions): Promise<TestApp> {
  const config = withAuthSecret(loadConfig(env));
  const databaseUrl = env.DATABASE_URL as string;
  const database = await openPostgres(databaseUrl, { poolSize: 5, tables: schema });
  const jobs = await startJobQueue({
    database,
    log: silentLog,
    pollingIntervalSeconds: 0.5,
    retry: { delaySeconds: 1, ...options.jobRetry },
  });
  const app = await buildApp({ config, database, jobs });
  await app.ready();
  if (options.runJobWorkers ?? true) await jobs.work();
  sendOwnOriginByDefault(app, config.publicUrl);
  return {
    app,
    database,
    databaseUrl,
    jobs,
    env,
    runJobs: () => jobs.runUntilEmpty(),
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/**
 * A browser sends `Origin` with every mutating request, and the server refuses one without it
 * (platform/request-origin.ts). Injected requests get the app's own origin unless the test names an
 * `origin` header itself (`origin: undefined` sends none).
 */
function sendOwnOriginByDefault(app: FastifyInstance, ownOrigin: string): void {
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string) => {
    if (typeof options === "string") return { url: options, headers: { origin: ownOrigin } };
    const headers = { ...(options.headers ?? {}) };
    if (!("origin" in headers)) headers.origin = ownOrigin;
    else if (headers.origin === undefined) delete headers.origin;
    return { ...options, headers };
  };
  // Only the awaited form is used by the tests; the chained form `app.inject()` is left as it is.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(withOrigin(options));
}

/** The `name=value` pairs of every cookie a response sets, ready to send back in a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const setCookie = response.headers["set-cookie"];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/** A request to the app as one person (their cookie) or nobody; a payload is sent as JSON. */
export type Caller = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  options?: { cookie?: string; payload?: unknown },
) => Promise<LightMyRequestResponse>;

export function callerFor(app: FastifyInstance): Caller {
  return (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });
}
