// Runs one test layer on its own, with the temporary PostgreSQL it needs (for working on a feature):
//   npm run test:integration -- staff          integration tests whose path matches "staff"
//   npm run test:e2e -- staff.spec.ts           browser journeys (build the web app first: npm run build)
// `npm test` remains the command that runs everything.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./lib/chromium.mjs";
import { startTemporaryPostgres } from "./lib/postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [layer, ...filters] = process.argv.slice(2);
const commands = {
  integration: ["vitest", "run", "--project", "integration", ...filters],
  e2e: ["playwright", "test", "--config", "e2e/playwright.config.ts", ...filters],
};
if (!commands[layer]) {
  console.error("usage: node scripts/test-layer.mjs integration|e2e [filters…]");
  process.exit(2);
}
const env = { ...process.env };
if (layer === "e2e") {
  env.CHROMIUM_PATH = findChromium();
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    console.error("The web app has not been built: run `npm run build` first.");
    process.exit(1);
  }
}
const postgres = await startTemporaryPostgres({ label: `inkundla-${layer}` });
try {
  const result = spawnSync("npx", commands[layer], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, TEST_POSTGRES_URL: postgres.url },
  });
  process.exitCode = result.status ?? 1;
} finally {
  postgres.stop();
}
