import { randomUUID } from "node:crypto";
import pg from "pg";

export const TEMPLATE_DATABASE = "inkundla_template";

export function testPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error("TEST_POSTGRES_URL is not set: run the integration tests through `npm test`.");
  }
  return url;
}

export function testDatabaseUrl(name: string): string {
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServerConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test file, copied from the template. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await withServerConnection((client) =>
    client.query(`create database ${name} template ${TEMPLATE_DATABASE}`),
  );
  return {
    name,
    url: testDatabaseUrl(name),
    drop: async () => {
      await withServerConnection((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
