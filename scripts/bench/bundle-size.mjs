// `npm run bench:bundle` (also part of `npm run bench`): what a first visit downloads, in KB of
// gzip'd JS and CSS, for the landing page (signed out) and the dashboard (signed in), read from the
// build's manifest. Builds first when there is no build. `--strict` exits 1 when a page is over its aim.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");

/** The screens a first visit opens, with the aim for what they load. */
export const BUNDLE_AIMS = [
  { page: "landing (signed out)", module: "src/modules/landing/pages/landing-page.tsx", aimKb: 150 },
  {
    page: "dashboard (signed in)",
    module: "src/screens/home-dashboard-page.tsx",
    aimKb: 250,
  },
];

/** Every file a screen needs: the entry and the screen's chunk, with their static imports and CSS. */
export function filesForScreen(manifest, screenModule) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  visit(screenModule);
  return [...files];
}

function gzippedBytes(file) {
  const full = path.join(dist, file);
  const precompressed = `${full}.gz`;
  return existsSync(precompressed)
    ? statSync(precompressed).size
    : gzipSync(readFileSync(full), { level: 9 }).length;
}

export function measureBundles() {
  if (!existsSync(manifestFile)) {
    const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the web build failed");
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  return BUNDLE_AIMS.map(({ page, module, aimKb }) => {
    const files = filesForScreen(manifest, module);
    const kb = files.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024;
    return { page, files: files.length, kb, aimKb, isWithinAim: kb <= aimKb };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureBundles();
  console.log("\nFirst visit, JS + CSS (gzip -9):");
  for (const result of results) {
    console.log(
      `  ${result.page.padEnd(24)} ${result.kb.toFixed(1).padStart(7)} KB in ${String(result.files).padStart(2)} files   aim ≤ ${result.aimKb} KB   ${result.isWithinAim ? "within" : "OVER"}`,
    );
  }
  if (process.argv.includes("--strict") && results.some((result) => !result.isWithinAim)) process.exit(1);
}
