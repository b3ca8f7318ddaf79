// Starts the built app for the browser journeys: a fresh database on the test PostgreSQL server,
// migrated and seeded with the demo firm, a real SMTP server on loopback that catches every e-mail,
// then `npm run serve`. The caught mail is readable at http://127.0.0.1:$E2E_MAIL_PORT/mail?to=…
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startSmtpCatcher } from "../../apps/server/src/testing/smtp-catcher.ts";

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

const catcher = await startSmtpCatcher();
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 5198);
const mailServer = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const to = (url.searchParams.get("to") ?? "").toLowerCase();
  const subject = url.searchParams.get("subject");
  const found = catcher.messages.findLast(
    (message) => message.to.includes(to) && (!subject || new RegExp(subject, "i").test(message.subject)),
  );
  response.writeHead(found ? 200 : 404, { "content-type": "application/json" });
  response.end(JSON.stringify(found ?? { message: `no mail to ${to}` }));
});
await new Promise<void>((resolve) => mailServer.listen(mailPort, "127.0.0.1", resolve));

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl.toString(),
  // A server database needs the secret set: every instance on it signs with the same one.
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  NODE_ENV: "test",
  SMTP_URL: catcher.url,
};
const seeded = spawnSync("npm", ["run", "seed", "--silent"], { cwd: root, env, stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn("npm", ["run", "serve", "--silent"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  mailServer.close();
  await catcher.close();
  process.exit(code ?? 0);
});
