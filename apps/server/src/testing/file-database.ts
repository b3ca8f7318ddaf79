import { afterAll, beforeAll } from "vitest";
import { type Database, openPostgres } from "../platform/db.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * A test file's own migrated database (createTestDatabase), opened before its tests and dropped after
 * them; the answer gives the open database to the tests (not before beforeAll has run).
 */
export function useFileDatabase(options: { poolSize?: number } = {}): () => Database {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openPostgres(testDatabase.url, { poolSize: options.poolSize ?? 2 });
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });
  return () => {
    if (!database) throw new Error("the file's database is opened in beforeAll");
    return database;
  };
}
