import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../platform/config.ts";
import { type Database, openPostgres } from "../platform/db.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
};

/** The real application on its own real PostgreSQL database; requests go through `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: testDatabase.url,
    PUBLIC_URL: "http://localhost:5000",
    WEB_DIST_DIR: "/nonexistent",
    ...env,
  });
  const database = await openPostgres(testDatabase.url, { poolSize: 5 });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
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
