// Whether the built web app (apps/web/dist) is older than its sources: `npm start` builds only then.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What a build of the web app is made from, relative to the repository root. */
export const WEB_BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/precompress-plugin.ts",
  "apps/web/postcss.config.cjs",
  "apps/web/package.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "package-lock.json",
];

export const STAMP_FILE = ".build-stamp";

function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stats = statSync(full);
  if (!stats.isDirectory()) {
    yield { relative, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs) };
    return;
  }
  for (const entry of readdirSync(full).sort()) yield* filesUnder(root, path.join(relative, entry));
}

/** A digest of every input's path, size and modification time: any edit, addition or removal changes it. */
export function fingerprintWebSources(root) {
  const hash = createHash("sha256");
  for (const input of WEB_BUILD_INPUTS) {
    for (const file of filesUnder(root, input))
      hash.update(`${file.relative}\0${file.size}\0${file.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** True when there is no build, or the build was made from other sources than those on disk now. */
export function isWebBuildStale(root, distDir = path.join(root, "apps/web/dist")) {
  if (!existsSync(path.join(distDir, "index.html"))) return true;
  const stampFile = path.join(distDir, STAMP_FILE);
  if (!existsSync(stampFile)) return true;
  return readFileSync(stampFile, "utf8").trim() !== fingerprintWebSources(root);
}

/** Records which sources the build in `distDir` was made from. */
export function stampWebBuild(root, distDir = path.join(root, "apps/web/dist")) {
  writeFileSync(path.join(distDir, STAMP_FILE), `${fingerprintWebSources(root)}\n`);
}
