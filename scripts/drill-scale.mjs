// `npm run drill:scale`: Inkundla as a multi-machine deployment, on this machine's loopback. It starts
// PostgreSQL, an S3-compatible store (s3rver), 2 app instances (--instances 3 for three) that only
// enqueue jobs, one `npm run worker`, and HAProxy (Debian's `haproxy` package) in front; checks that
// sessions, the response cache, sign-in limits and background jobs behave as one across the instances;
// then runs the mixed benchmark through the balancer and kills one app instance half-way, and prints
// throughput, p95 and errors. On 2 cores the point is correctness, not speed.
//
//   npm run drill:scale                       (seeds the large firm: about 5 minutes first)
//   npm run drill:scale -- --seconds 60 --members 40 --instances 3
//   npm run drill:scale -- --database-url postgres://…/db   (a database with the large firm seeded)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import S3rver from "s3rver";
import { measureMixed } from "./bench/mixed.mjs";
import { LARGE_OWNER } from "./bench/targets.mjs";
import { databaseUrl, freePort, startTemporaryPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "40" },
    warmup: { type: "string", default: "5" },
    members: { type: "string", default: "30" },
    instances: { type: "string", default: "2" },
    "database-url": { type: "string" },
  },
});
const seconds = Number(options.seconds);
const instanceCount = Math.min(3, Math.max(2, Number(options.instances)));
const BUCKET = "inkundla-drill";
const findings = [];
const children = [];
const cleanups = [];

function record(check, isOk, detail) {
  findings.push({ check, isOk, detail });
  console.log(`${isOk ? "✔" : "✘"} ${check}: ${detail}`);
}

function start(label, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk) => {
    const text = String(chunk).trim();
    if (text) console.error(`[${label}] ${text.split("\n").slice(0, 3).join(" | ")}`);
  });
  children.push(child);
  return child;
}

async function waitUntilReady(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function call(base, origin, method, apiPath, { cookie, body } = {}) {
  const response = await fetch(`${base}${apiPath}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === "GET" ? {} : { origin, "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response;
}

async function main() {
  if (spawnSync("haproxy", ["-v"]).status !== 0) {
    throw new Error("HAProxy is not installed: apt-get install -y haproxy (Debian's package).");
  }
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    if (spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" }).status !== 0)
      throw new Error("the web build failed");
  }

  // PostgreSQL, with the demo and the large firm.
  let dbUrl = options["database-url"];
  if (!dbUrl) {
    const postgres = await startTemporaryPostgres({ label: "inkundla-drill" });
    cleanups.push(() => postgres.stop());
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database inkundla");
    await admin.end();
    dbUrl = databaseUrl(postgres.url, "inkundla");
    console.log("Seeding the demo firm and the large firm (several minutes)…");
    for (const script of ["seed", "seed:large"]) {
      const seeded = spawnSync("npm", ["run", script, "--silent"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: dbUrl },
        stdio: "inherit",
      });
      if (seeded.status !== 0) throw new Error(`npm run ${script} failed`);
    }
  }

  // The S3-compatible store.
  const s3Folder = mkdtempSync(path.join(os.tmpdir(), "inkundla-drill-s3-"));
  cleanups.push(() => rmSync(s3Folder, { recursive: true, force: true }));
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());

  // The app instances, the worker and the balancer.
  const balancerPort = await freePort();
  const origin = `http://localhost:${balancerPort}`;
  const balancer = `http://127.0.0.1:${balancerPort}`;
  const metricsToken = randomBytes(24).toString("hex");
  const sharedEnv = {
    DATABASE_URL: dbUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: origin,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    LOGIN_LIMIT_PER_IP: "100000",
    LOGIN_LIMIT_PER_EMAIL: "5",
    RUN_JOB_WORKERS: "false",
    METRICS_TOKEN: metricsToken,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const instances = [];
  for (let index = 0; index < instanceCount; index += 1) {
    const port = await freePort();
    const child = start(
      `app ${index + 1}`,
      process.execPath,
      ["--import", "tsx", "apps/server/src/main.ts"],
      {
        ...sharedEnv,
        PORT: String(port),
      },
    );
    instances.push({ name: `app${index + 1}`, url: `http://127.0.0.1:${port}`, port, child });
  }
  start("worker", process.execPath, ["--import", "tsx", "apps/server/src/worker.ts"], sharedEnv);
  await Promise.all(instances.map((instance) => waitUntilReady(`${instance.url}/readyz`)));
  const configFile = path.join(s3Folder, "haproxy.cfg");
  writeFileSync(
    configFile,
    [
      "global",
      "  maxconn 2000",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 60s",
      "  timeout server 60s",
      "  retries 2",
      "  option redispatch",
      "frontend inkundla",
      `  bind 127.0.0.1:${balancerPort}`,
      "  default_backend apps",
      "backend apps",
      "  balance roundrobin",
      "  option httpchk GET /readyz",
      "  default-server inter 500ms fall 2 rise 2",
      ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
      "",
    ].join("\n"),
  );
  start("haproxy", "haproxy", ["-db", "-f", configFile]);
  await waitUntilReady(`${balancer}/readyz`);
  console.log(`\n${instanceCount} app instances, 1 worker, HAProxy at ${balancer}, S3 at :${s3Port}\n`);
  const [first, second] = instances;

  // Sessions: signed in on one instance, valid on the other.
  const login = await call(first.url, origin, "POST", "/api/auth/login", { body: LARGE_OWNER });
  const cookie = cookieOf(login);
  const me = await call(second.url, origin, "GET", "/api/auth/user", { cookie });
  record(
    "session across instances",
    login.ok && me.ok,
    `signed in on app1 (${login.status}), app2 answers ${me.status}`,
  );

  // The response cache: a write through one instance is seen at once by another.
  await call(second.url, origin, "GET", "/api/clients?limit=5", { cookie });
  const cached = await call(second.url, origin, "GET", "/api/clients?limit=5", { cookie });
  const name = `Drill Client ${Date.now()}`;
  const added = await call(first.url, origin, "POST", "/api/clients", {
    cookie,
    body: { name, type: "company" },
  });
  const fresh = await call(second.url, origin, "GET", `/api/clients?search=${encodeURIComponent(name)}`, {
    cookie,
  });
  const freshList = await fresh.json();
  const after = await call(second.url, origin, "GET", "/api/clients?limit=5", { cookie });
  record(
    "cache coherent across instances",
    added.ok &&
      freshList.some((client) => client.name === name) &&
      after.headers.get("x-response-cache") !== "hit",
    `app2 served a cache ${cached.headers.get("x-response-cache") ?? "miss"} before; after the write on app1 its answer was ${after.headers.get("x-response-cache") ?? "read afresh"}`,
  );

  // Sign-in limits: failures through alternating instances count together (LOGIN_LIMIT_PER_EMAIL=5).
  const email = `drill.${Date.now()}@example.co.za`;
  await call(first.url, origin, "POST", "/api/auth/register", {
    body: { email, password: "Drill-Pass-2026", firstName: "Drill", lastName: "Person" },
  });
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const instance = instances[attempt % instances.length];
    statuses.push(
      (await call(instance.url, origin, "POST", "/api/auth/login", { body: { email, password: "wrong" } }))
        .status,
    );
  }
  record(
    "sign-in limits across instances",
    statuses.at(-1) === 429 && statuses.slice(0, 5).every((s) => s === 401),
    `statuses ${statuses.join(", ")}`,
  );

  // Jobs: contract analyses enqueued through both instances, each worked once by the worker process.
  const ids = [];
  for (let index = 0; index < 6; index += 1) {
    const instance = instances[index % instances.length];
    const started = await call(instance.url, origin, "POST", "/api/contract-analyses", {
      cookie,
      body: { contractText: `${index + 1}. The tenant pays rent of R${8_000 + index} monthly in advance.` },
    });
    if (started.ok) ids.push((await started.json()).id);
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const deadline = Date.now() + 60_000;
  let jobRows = [];
  while (Date.now() < deadline) {
    ({ rows: jobRows } = await client.query(
      `select data->>'analysisId' as id, state, retry_count from pgboss.job
        where name = 'contract-analysis' and data->>'analysisId' = any($1::text[])`,
      [ids],
    ));
    if (jobRows.length === ids.length && jobRows.every((row) => row.state === "completed")) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const notices = await client.query(
    `select count(*)::int as count from notification where source_key = any($1::text[])`,
    [ids.map((id) => `contract_analysis:${id}`)],
  );
  await client.end();
  record(
    "jobs run exactly once",
    ids.length === 6 &&
      jobRows.length === 6 &&
      jobRows.every((row) => row.state === "completed" && Number(row.retry_count) === 0) &&
      notices.rows[0].count === 6,
    `${ids.length} analyses queued through the instances; ${jobRows.filter((row) => row.state === "completed").length} jobs completed by the worker, ${jobRows.filter((row) => Number(row.retry_count) === 0).length} on their first attempt; ${notices.rows[0].count} "ready" notifications`,
  );

  // Files: an upload through one instance is served by the other (S3).
  const logoForm = new FormData();
  logoForm.append(
    "file",
    new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48])], {
      type: "image/png",
    }),
    "logo.png",
  );
  const uploaded = await fetch(`${first.url}/api/billing/profile/logo`, {
    method: "POST",
    headers: { cookie, origin },
    body: logoForm,
  });
  const uploadedBody = uploaded.ok ? await uploaded.json() : {};
  const fileId = uploadedBody.fileId;
  const download = fileId ? await call(second.url, origin, "GET", `/api/files/${fileId}`, { cookie }) : null;
  record(
    "files shared through S3",
    Boolean(download?.ok),
    `uploaded on app1 (${uploaded.status}), downloaded from app2 (${download?.status ?? "no id"})`,
  );

  // The load, through the balancer, with one instance killed half-way.
  const victim = instances.at(-1);
  const killTimer = setTimeout(
    () => {
      console.log(`\n… killing ${victim.name} (SIGKILL) mid-run`);
      victim.child.kill("SIGKILL");
    },
    (Number(options.warmup) + seconds / 2) * 1000,
  );
  const rows = await measureMixed({
    appUrl: balancer,
    appOrigin: origin,
    databaseUrl: dbUrl,
    owner: LARGE_OWNER,
    members: Number(options.members),
    seconds,
    warmup: Number(options.warmup),
  });
  clearTimeout(killTimer);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  record(
    "load through the balancer survives a killed instance",
    errors <= requests * 0.01,
    `${requests} requests, ${errors} errors (${((100 * errors) / Math.max(requests, 1)).toFixed(2)}%)`,
  );
  const metrics = await fetch(`${first.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const metricsText = await metrics.text();
  record(
    "metrics",
    metrics.ok && metricsText.includes("inkundla_http_requests_total"),
    `app1 /metrics ${metrics.status}, ${metricsText.split("\n").length} lines`,
  );

  console.log("\nSummary");
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(44)} ${row.requestsPerSecond.toFixed(0).padStart(5)} req/s  p95 ${row.p95.toFixed(1)} ms  ${row.errors} errors`,
    );
  }
  for (const finding of findings) console.log(`  ${finding.isOk ? "ok  " : "FAIL"} ${finding.check}`);
  if (findings.some((finding) => !finding.isOk)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const cleanup of cleanups.reverse()) await cleanup();
}
