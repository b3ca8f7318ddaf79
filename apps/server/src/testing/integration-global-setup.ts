import pg from "pg";
import * as schema from "../db/schema.ts";
import { openPostgres } from "../platform/db.ts";
import { TEMPLATE_DATABASE, testDatabaseUrl, testPostgresUrl } from "./test-database.ts";

/** Migrates one template database; every test file then copies it into a database of its own. */
export default async function setup() {
  const serverUrl = testPostgresUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(testDatabaseUrl(TEMPLATE_DATABASE), { poolSize: 1, tables: schema });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
