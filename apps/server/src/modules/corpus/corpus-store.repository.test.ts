import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, openPglite } from "../../platform/db.ts";
import { describeStoreDocument } from "./corpus-store.test-cases.ts";

// The embedded database, as `npm start` and `npm run corpus:import` use it without DATABASE_URL.

let directory: string;
let database: Database;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "inkundla-corpus-store-"));
  database = await openPglite(directory);
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(directory, { recursive: true, force: true });
});

describeStoreDocument("the embedded database", () => database.db);
