// `npm run bench`: starts Inkundla on a temporary PostgreSQL (seeded with the demo firm), drives each
// endpoint with autocannon, and reports requests/s and p50/p95/p99 latency, also as a ratio to a bare
// Fastify endpoint that makes one trivial SQL query on the same database.
//
//   npm run bench -- --connections 20 --duration 10 --only auth-user
//   npm run bench -- --cache off     (the server without its response cache: every list read afresh)
//   npm run bench -- --only mixed --members 50   (many members of the large firm at once, 1 write in 10,
//                                                 each pausing ~1 s between requests; --think 0: none)
//   npm run bench -- --database-url postgres://…/db   (an existing database: migrated and seeded if need be,
//                                                      kept afterwards; the benchmark's writes stay in it)
//   npm run bench -- --only contract-analysis   (no HTTP: the contract review's engine timings and its job
//                                                queue's throughput, apps/server/…/contract-review/bench/)
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { measureBundles } from "./bench/bundle-size.mjs";
import { BENCH_TARGETS, DEMO_OWNER, LARGE_OWNER } from "./bench/targets.mjs";
import { databaseUrl, freePort, startTemporaryPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    only: { type: "string" },
    cache: { type: "string", default: "on" },
    members: { type: "string", default: "50" },
    think: { type: "string", default: "1000" },
    "database-url": { type: "string" },
  },
});
if (!["on", "off"].includes(options.cache)) throw new Error("--cache takes on or off");
const connections = Number(options.connections);
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const members = Number(options.members);
const thinkMs = Number(options.think);
if (!Number.isFinite(thinkMs) || thinkMs < 0)
  throw new Error("--think takes a number of milliseconds (0 or more)");

function startProcess(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitUntilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

async function drive({ url, method = "GET", headers = {}, body }, seconds) {
  const latencies = [];
  let failures = 0;
  const instance = autocannon({ url, method, headers, body, connections, duration: seconds });
  const failedStatuses = new Map();
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    // Anything but 2xx is a failure: a redirect or a 304 is not the answer being measured either.
    if (statusCode < 200 || statusCode >= 300) {
      failures += 1;
      failedStatuses.set(statusCode, (failedStatuses.get(statusCode) ?? 0) + 1);
    }
    latencies.push(responseTime);
  });
  const result = await instance;
  if (failedStatuses.size > 0 || result.errors > 0 || result.timeouts > 0) {
    const statuses = [...failedStatuses].map(([status, total]) => `${total}× ${status}`).join(", ");
    console.error(
      `  ${method} ${url}: ${statuses || "no HTTP failures"}; ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    errors: failures + result.errors + result.timeouts,
  };
}

/** A fresh PostgreSQL with the demo and large firms, or the database `--database-url` names. */
async function prepareDatabase() {
  if (options["database-url"]) return { url: options["database-url"], stop: () => {} };
  const postgres = await startTemporaryPostgres({ label: "inkundla-bench" });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database inkundla_bench");
  await admin.end();
  return { url: databaseUrl(postgres.url, "inkundla_bench"), stop: () => postgres.stop() };
}

async function main() {
  const database = await prepareDatabase();
  const children = [];
  const cleanUp = () => {
    for (const child of children) child.kill("SIGTERM");
    database.stop();
  };
  process.on("exit", cleanUp);
  process.on("SIGINT", () => process.exit(130));
  try {
    const dbUrl = database.url;
    if (options.only === "contract-analysis") {
      // Not an endpoint: the contract review's own benchmark migrates and seeds what it needs.
      const contractBench = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "apps/server/src/modules/contract-review/bench/contract-bench.cli.ts",
          "--database-url",
          dbUrl,
        ],
        { cwd: root, stdio: "inherit" },
      );
      if (contractBench.status !== 0) process.exitCode = 1;
      return;
    }
    // Both seeds find their firm on a second run and change nothing.
    const seeded = spawnSync("npm", ["run", "seed", "--silent"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl },
      stdio: "ignore",
    });
    if (seeded.status !== 0) throw new Error("seeding the benchmark database failed");
    const seededLarge = spawnSync("npm", ["run", "seed:large", "--silent"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl },
      stdio: "inherit",
    });
    if (seededLarge.status !== 0) throw new Error("seeding the large benchmark firm failed");
    // The research targets search a corpus of 20,000 judgments and 2,000 Acts (npm run seed:corpus).
    const selected = BENCH_TARGETS.filter(
      (target) => !options.only || options.only.split(",").includes(target.name),
    );
    if (selected.some((target) => target.needsLargeCorpus)) {
      const seededCorpus = spawnSync("npm", ["run", "seed:corpus", "--silent"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: dbUrl },
        stdio: "inherit",
      });
      if (seededCorpus.status !== 0) throw new Error("seeding the large benchmark corpus failed");
    }

    const appPort = await freePort();
    const basePort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    // The app's own origin: a mutating /api request must name it (the same-origin guard), as its pages do.
    const appOrigin = `http://localhost:${appPort}`;
    const baseUrl = `http://127.0.0.1:${basePort}`;
    children.push(
      // One process (no npx wrapper), so stopping it really stops the server.
      startProcess(
        process.execPath,
        [...(process.env.BENCH_NODE_ARGS?.split(" ") ?? []), "--import", "tsx", "apps/server/src/main.ts"],
        {
          DATABASE_URL: dbUrl,
          PORT: String(appPort),
          HOST: "127.0.0.1",
          PUBLIC_URL: appOrigin,
          NODE_ENV: "production",
          AUTH_SECRET: "benchmark-only-secret-0123456789abcdef",
          LOG_LEVEL: "warn",
          LOGIN_LIMIT_PER_IP: "100000",
          ...(options.cache === "off" ? { RESPONSE_CACHE_MB: "0" } : {}),
        },
      ),
      startProcess("node", ["scripts/bench/baseline-server.mjs"], {
        DATABASE_URL: dbUrl,
        PORT: String(basePort),
      }),
    );
    await Promise.all([waitUntilReady(`${appUrl}/readyz`), waitUntilReady(`${baseUrl}/readyz`)]);

    const signIn = async (account) => {
      const login = await fetch(`${appUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: appOrigin },
        body: JSON.stringify(account),
      });
      if (!login.ok) throw new Error(`benchmark sign-in failed: ${login.status} ${await login.text()}`);
      return login.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
    };
    const cookies = { demo: await signIn(DEMO_OWNER), large: await signIn(LARGE_OWNER) };

    const targets = selected;
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per endpoint (+${warmup} s warm-up), response cache ${options.cache}\n`,
    );
    await drive({ url: `${baseUrl}/baseline` }, warmup);
    const baseline = await drive({ url: `${baseUrl}/baseline` }, duration);
    const rows = [{ name: "baseline (bare Fastify + select 1)", ...baseline }];
    for (const listed of targets) {
      // A target whose path or body depends on seeded records (ids) resolves them through the API first.
      const readJson = async (apiPath) => {
        const response = await fetch(`${appUrl}${apiPath}`, { headers: { cookie: cookies[listed.account] } });
        if (!response.ok) throw new Error(`benchmark set-up ${apiPath} failed: ${response.status}`);
        return response.json();
      };
      const postJson = async (apiPath, body) => {
        const response = await fetch(`${appUrl}${apiPath}`, {
          method: "POST",
          headers: { cookie: cookies[listed.account], "content-type": "application/json", origin: appOrigin },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`benchmark set-up ${apiPath} failed: ${response.status}`);
        return response.json();
      };
      if (listed.measure) {
        // A target that cannot be one repeated request (each issue needs its own draft) drives itself.
        const send = (apiPath, init = {}) =>
          fetch(`${appUrl}${apiPath}`, {
            ...init,
            headers: {
              cookie: cookies[listed.account],
              ...(init.body ? { "content-type": "application/json" } : {}),
              ...(init.method && init.method !== "GET" ? { origin: appOrigin } : {}),
            },
          });
        const measured = await listed.measure({
          send,
          connections,
          seconds: duration,
          warmup,
          members,
          thinkMs,
          appUrl,
          appOrigin,
          databaseUrl: dbUrl,
          owner: listed.account === "large" ? LARGE_OWNER : DEMO_OWNER,
        });
        // A target may report several rows (the mixed run: its reads and its writes).
        if (Array.isArray(measured)) rows.push(...measured);
        else rows.push({ name: listed.label, ...measured });
        continue;
      }
      const target = listed.resolve ? { ...listed, ...(await listed.resolve(readJson, postJson)) } : listed;
      const request = {
        url: `${appUrl}${target.path}`,
        method: target.method,
        headers: {
          ...(target.account ? { cookie: cookies[target.account] } : {}),
          ...(target.body ? { "content-type": "application/json" } : {}),
          ...(target.method !== "GET" ? { origin: appOrigin } : {}),
        },
        body: target.body ? JSON.stringify(target.body) : undefined,
      };
      await drive(request, warmup);
      rows.push({
        name: `${target.method} ${target.label ?? target.path}`,
        ...(await drive(request, duration)),
      });
    }

    const format = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
    const header = [
      "endpoint",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
      "req/s ÷ base",
      "p99 ÷ base",
    ];
    const table = rows.map((row) => [
      row.name,
      format(row.requestsPerSecond, 0),
      format(row.p50),
      format(row.p95),
      format(row.p99),
      String(row.errors),
      format(row.requestsPerSecond / baseline.requestsPerSecond, 2),
      format(row.p99 / baseline.p99, 2),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...table.map((line) => line[column].length)),
    );
    const printLine = (cells) =>
      console.log(
        cells
          .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
          .join("  "),
      );
    printLine(header);
    printLine(widths.map((width) => "-".repeat(width)));
    for (const line of table) printLine(line);

    const bundles = measureBundles();
    console.log("\nFirst visit, JS + CSS gzip'd (npm run bench:bundle):");
    for (const bundle of bundles) {
      console.log(`  ${bundle.page.padEnd(24)} ${bundle.kb.toFixed(1)} KB (aim ≤ ${bundle.aimKb} KB)`);
    }

    mkdirSync(path.join(root, ".tmp"), { recursive: true });
    writeFileSync(
      path.join(root, ".tmp", "bench.json"),
      JSON.stringify({ connections, duration, responseCache: options.cache, rows, bundles }, null, 2),
    );
    if (rows.some((row) => row.errors > 0)) {
      console.error("\nSome requests failed: the figures above are not valid.");
      process.exitCode = 1;
    }
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
