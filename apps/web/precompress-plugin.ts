import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);
/** Smaller files gain less from compression than the header and the extra request logic cost. */
const MIN_BYTES = 1024;

async function* filesIn(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings (done once,
 * at build time), so the server sends them without compressing anything per request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "inkundla-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesIn(outDir)) {
        if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
        const content = await readFile(file);
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
