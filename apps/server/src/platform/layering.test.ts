import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// platform is the ground floor: every module builds on it, so it must not reach back up into a module,
// nor into db/schema.ts, which gathers the modules' tables and would close a circle through them.
// Biome's noRestrictedImports says the same in the editor; this test keeps the rule when lint is skipped
// and also catches a dynamic import() or a path Biome's pattern would miss.
const thisFile = fileURLToPath(import.meta.url);
const platformDir = path.dirname(thisFile);
const serverSrcDir = path.dirname(platformDir);
const modulesDir = path.join(serverSrcDir, "modules");
const schemaFile = path.join(serverSrcDir, "db", "schema.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative specifier a file imports or re-exports, statically or with import(). */
function relativeSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']*)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** The imports in `file` that land in a module or on the schema index. */
function forbiddenImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return relativeSpecifiers(source).filter((specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    return target === schemaFile || target === modulesDir || target.startsWith(modulesDir + path.sep);
  });
}

describe("platform layering", () => {
  it("finds the specifiers it checks, in every form an import takes", () => {
    const sample = [
      'import type { A } from "../modules/a/index.ts";',
      "import { b } from '../../modules/b/b.ts';",
      'export * from "./c.ts";',
      'import "./d.ts";',
      'const e = await import("../db/schema.ts");',
      'import { f } from "drizzle-orm";',
    ].join("\n");
    expect(relativeSpecifiers(sample)).toEqual([
      "../modules/a/index.ts",
      "../../modules/b/b.ts",
      "./c.ts",
      "./d.ts",
      "../db/schema.ts",
    ]);
  });

  it("platform imports no module and not the schema index", () => {
    // This file is skipped: its sample above spells out forbidden imports as plain text.
    const files = sourceFiles(platformDir).filter((file) => file !== thisFile);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      forbiddenImports(file).map((specifier) => `${path.relative(serverSrcDir, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
