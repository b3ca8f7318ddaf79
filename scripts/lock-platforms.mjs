// Keeps package-lock.json usable by `npm ci` on every platform.
//
// The registry our machines reach serves only the Linux builds of some native packages (Biome's
// @biomejs/cli-darwin-arm64 and friends answer 404). `npm install` then leaves those optional
// entries out of package-lock.json, and `npm ci` refuses a lock file that lacks them. This script
// writes the missing entries back, with the os/cpu/libc that their names state, so npm skips them on
// machines they do not fit without ever fetching them.
//
//   node scripts/lock-platforms.mjs          add missing entries
//   node scripts/lock-platforms.mjs --check  exit 1 if any are missing (run by `npm test`)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockPath = path.join(root, "package-lock.json");
const PLATFORM_NAME = /-(android|darwin|linux|win32|freebsd)-(arm64|x64|ia32|arm)(?:-(musl|gnu|msvc))?$/;

function findMissingPlatformEntries(lock) {
  const missing = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const match = PLATFORM_NAME.exec(name);
      if (!match) continue;
      const parentFolder = location === "" ? "" : `${location}/`;
      const candidates = [`${parentFolder}node_modules/${name}`, `node_modules/${name}`];
      if (candidates.some((candidate) => lock.packages[candidate])) continue;
      const [, os, cpu, libc] = match;
      missing.push({
        location: `node_modules/${name}`,
        entry: {
          version,
          cpu: [cpu],
          ...(entry.dev ? { dev: true } : {}),
          ...(libc === "musl" || libc === "gnu" ? { libc: [libc === "gnu" ? "glibc" : "musl"] } : {}),
          optional: true,
          os: [os],
        },
      });
    }
  }
  return missing;
}

const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const missing = findMissingPlatformEntries(lock);
if (process.argv.includes("--check")) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} platform entries (${missing[0].location}, …), so \`npm ci\` would fail: run \`node scripts/lock-platforms.mjs\`.`,
    );
    process.exit(1);
  }
} else if (missing.length > 0) {
  for (const { location, entry } of missing) lock.packages[location] = entry;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} platform entries to package-lock.json.`);
} else {
  console.log("package-lock.json already lists every platform entry.");
}
