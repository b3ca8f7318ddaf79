// Starts the built app for the browser journeys: a fresh database on the test PostgreSQL server,
// migrated and seeded with the demo firm, then `npm run serve`.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverUrl = process.env.TEST_POSTGRES_URL;
if (!serverUrl) {
  console.error("TEST_POSTGRES_URL is not set: run the browser journeys through `npm test`.");
  process.exit(1);
}
const databaseName = "inkundla_e2e";
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${databaseName} with (force)`);
await admin.query(`create database ${databaseName}`);
await admin.end();

const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: "test" };
const seeded = spawnSync("npm", ["run", "seed", "--silent"], { cwd: root, env, stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn("npm", ["run", "serve", "--silent"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
