import { afterAll, beforeAll } from "vitest";
import { type Database, openPostgres } from "../../platform/db.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { describeStoreDocument } from "./corpus-store.test-cases.ts";

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openPostgres(testDatabase.url, { poolSize: 2 });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describeStoreDocument("PostgreSQL", () => database.db);
