// `npm test`: every layer, in order, on the machine's real tools. Fails loudly; never skips a layer.
//   1. type checks (two projects at a time)   2. lint   3. unit + web unit tests   4. integration tests on a temporary PostgreSQL
//   5. web build and its first-visit weight     6. browser journeys in Chromium against the built app on that PostgreSQL
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./lib/chromium.mjs";
import { findPostgresBinDir, MissingToolError, startTemporaryPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reportDir = path.join(root, ".tmp", "test-reports");

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${label} (${seconds} s)`);
        resolve();
      } else {
        reject(new Error(`${label} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
      }
    });
  });
}

/** The workspaces `npm run typecheck` checks, largest first. */
const TYPECHECKED_PROJECTS = ["apps/server", "apps/web", "packages/shared", "packages/documents", "e2e"];

/** Runs the tasks two at a time; rejects with the first failure once the running ones have ended. */
async function runTwoAtATime(tasks) {
  const queue = [...tasks];
  const failures = [];
  const lane = async () => {
    while (queue.length > 0 && failures.length === 0) {
      const task = queue.shift();
      try {
        await task();
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all([lane(), lane()]);
  if (failures.length > 0) throw failures[0];
}

function readCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitestFiles = ["vitest-unit.json", "vitest-integration.json"];
  for (const file of vitestFiles) {
    const fullPath = path.join(reportDir, file);
    if (!existsSync(fullPath)) continue;
    const report = JSON.parse(readFileSync(fullPath, "utf8"));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const playwrightPath = path.join(reportDir, "playwright.json");
  if (existsSync(playwrightPath)) {
    const stats = JSON.parse(readFileSync(playwrightPath, "utf8")).stats ?? {};
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
  }
  return counts;
}

async function main() {
  // Missing tools stop the run at once, with one line saying what to install.
  const chromium = findChromium();
  findPostgresBinDir();
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  await run("lock file usable by npm ci", "node", ["scripts/lock-platforms.mjs", "--check"]);
  // Two at a time, the two big projects first: tsc uses one core each, and one after another they took
  // 105 s; two at a time about 55 s.
  await runTwoAtATime(
    TYPECHECKED_PROJECTS.map(
      (project) => () => run(`type checks: ${project}`, "npx", ["tsc", "--noEmit", "-p", project]),
    ),
  );
  await run("lint", "npx", ["biome", "check", "."]);
  await run("unit tests", "npx", [
    "vitest",
    "run",
    "--project",
    "unit",
    "--project",
    "web",
    "--project",
    "web-isolated",
    // Vitest runs one worker fewer than the machine's cores: on our 2-core machines that is one, and
    // the web tests (jsdom, Mantine imported per file) took 385 s alone; two workers take 240 s.
    "--maxWorkers=2",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(reportDir, "vitest-unit.json")}`,
  ]);

  const postgres = await startTemporaryPostgres({ label: "inkundla-test" });
  const stopPostgres = () => postgres.stop();
  process.on("exit", stopPostgres);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopPostgres();
      process.exit(130);
    });
  }
  try {
    await run(
      "integration tests (PostgreSQL)",
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "integration",
        // The tests wait on PostgreSQL much of the time: two workers keep both cores busy.
        "--maxWorkers=2",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${path.join(reportDir, "vitest-integration.json")}`,
      ],
      { TEST_POSTGRES_URL: postgres.url },
    );
    await run("web build", "npm", ["run", "build", "--silent"]);
    // What a first visit downloads stays within the aims (landing 150 KB, dashboard 250 KB gzip'd).
    await run("first-visit weight", "node", ["scripts/bench/bundle-size.mjs", "--strict"]);
    await run(
      "browser journeys (Chromium)",
      "npx",
      ["playwright", "test", "--config", "e2e/playwright.config.ts"],
      {
        TEST_POSTGRES_URL: postgres.url,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, "playwright.json"),
      },
    );
  } finally {
    stopPostgres();
  }
}

main()
  .then(() => {
    const counts = readCounts();
    console.log("\nAll test layers passed.");
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  })
  .catch((error) => {
    console.error(`\n✘ ${error instanceof MissingToolError ? error.message : (error.message ?? error)}`);
    const counts = readCounts();
    if (counts.passed + counts.failed > 0)
      console.log(`${counts.passed} passed, ${counts.failed || 1} failed`);
    process.exit(1);
  });
