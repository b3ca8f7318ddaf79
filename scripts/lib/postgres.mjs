// Starts a throwaway PostgreSQL server in a temporary folder for tests and benchmarks, and stops it again.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export class MissingToolError extends Error {}

export function findPostgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(root, version, "bin"));
  }
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "postgres")),
  );
  if (!found) {
    throw new MissingToolError(
      "PostgreSQL server not found: install it with `apt-get install -y postgresql` (or set PG_BIN_DIR).",
    );
  }
  return found;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

// initdb and postgres refuse to run as root, so as root they run as the `postgres` system user.
function run(binDir, tool, args, options = {}) {
  const command = path.join(binDir, tool);
  const [file, fileArgs] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** Starts PostgreSQL on a free loopback port; returns its URL and a stop() that removes the folder. */
export async function startTemporaryPostgres({ label = "inkundla" } = {}) {
  const binDir = findPostgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), `${label}-pg-`));
  chmodSync(dir, 0o777);
  if (isRoot) execFileSync("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  let isStopped = false;
  const stop = () => {
    if (isStopped) return;
    isStopped = true;
    try {
      run(binDir, "pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"], { stdio: "pipe" });
    } catch {
      // Already down: nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(binDir, "initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    const options = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    run(binDir, "pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}

export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
