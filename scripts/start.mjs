// `npm start`: builds the web app only when its sources changed since the last build (or there is
// none), then serves the whole product. A warm start skips the build.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isWebBuildStale } from "./lib/web-build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (args) => spawnSync("npm", args, { cwd: root, stdio: "inherit" }).status ?? 1;

if (isWebBuildStale(root)) {
  console.log("Building the web app (its sources changed since the last build)…");
  // The build writes its stamp itself (apps/web/vite.config.ts).
  const status = run(["run", "build", "--silent"]);
  if (status !== 0) process.exit(status);
} else {
  console.log("The web app is built and up to date.");
}
// The server directly (what `npm run serve` runs), without two more npm processes in between.
const server = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: path.join(root, "apps/server"),
  stdio: "inherit",
});
process.exit(server.status ?? 1);
