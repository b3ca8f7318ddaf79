// The module boundaries of ARCHITECTURE.md, checked two ways: the Biome rule in biome.json really
// refuses a deep import between modules (and lets the public index through), and the web modules'
// import graph has no circle.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webSrc = path.join(root, "apps/web/src");
const biomeBin = path.join(root, "node_modules/.bin/biome");

/**
 * Biome reports nothing for source piped through --stdin-file-path, so each case is written to a
 * scratch copy of the repository layout that carries the real biome.json (only version control is
 * switched off, as the scratch folder is no git checkout). The overrides match on the file's path,
 * which is why the case files sit at the paths they would have in the tree.
 */
let scratch;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "inkundla-boundaries-"));
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

let caseNumber = 0;
/** Whether Biome's linter accepts `import { a } from "<specifier>"` in a file at `filePath`. */
function lintAccepts(filePath, specifier) {
  caseNumber += 1;
  const extension = path.extname(filePath);
  const file = path.join(scratch, `${filePath.slice(0, -extension.length)}-${caseNumber}${extension}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `import { a } from "${specifier}";\n\nexport const b = a;\n`);
  const result = spawnSync(biomeBin, ["lint", "--max-diagnostics=5", path.relative(scratch, file)], {
    cwd: scratch,
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0 && !output.includes("noRestrictedImports")) {
    throw new Error(`biome failed for another reason:\n${output}`);
  }
  return result.status === 0;
}

describe("the Biome rule on imports between web modules", () => {
  const cases = [
    // [file, specifier, accepted?]
    ["apps/web/src/modules/clients/x.ts", "../billing", true],
    ["apps/web/src/modules/clients/x.ts", "./hooks/use-clients", true],
    ["apps/web/src/modules/clients/x.ts", "../../lib/api-client", true],
    ["apps/web/src/modules/clients/x.ts", "../billing/components/invoices-card", false],
    ["apps/web/src/modules/clients/x.ts", "../billing/billing.api", false],
    ["apps/web/src/modules/clients/x.ts", "../../screens/client-page", false],
    ["apps/web/src/modules/clients/x.ts", "../../app/lazy-pages", false],
    ["apps/web/src/modules/clients/components/x.tsx", "../../billing", true],
    ["apps/web/src/modules/clients/components/x.tsx", "../hooks/use-clients", true],
    ["apps/web/src/modules/clients/components/x.tsx", "../../../ui/list-states", true],
    ["apps/web/src/modules/clients/components/x.tsx", "../../billing/hooks/use-billing", false],
    ["apps/web/src/modules/clients/components/x.tsx", "../../../modules/billing/billing.api", false],
    ["apps/web/src/modules/clients/components/x.tsx", "../../../app/app-footer", false],
    ["apps/web/src/screens/x.tsx", "../modules/billing", true],
    ["apps/web/src/screens/x.tsx", "../modules/billing/components/invoices-card", false],
    ["apps/web/src/app/x.ts", "../modules/auth", true],
    ["apps/web/src/app/x.ts", "../modules/auth/hooks/use-current-user", false],
  ];
  it.each(cases)("in %s, %s → accepted: %s", (file, specifier, accepted) => {
    expect(lintAccepts(file, specifier)).toBe(accepted);
  });
});

describe("the Biome rule on imports between server modules", () => {
  const file = "apps/server/src/modules/clients/x.ts";
  const cases = [
    ["../billing/index.ts", true],
    ["../billing/billing.tables.ts", true],
    ["../../platform/db.ts", true],
    ["../../modules/billing/index.ts", true],
    ["../billing/invoice.repository.ts", false],
    // Going up to src/ and down again used to slip past the rule.
    ["../../modules/billing/invoice.repository.ts", false],
  ];
  it.each(cases)("%s → accepted: %s", (specifier, accepted) => {
    expect(lintAccepts(file, specifier)).toBe(accepted);
  });
});

/** Every .ts/.tsx file under a folder. */
function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Relative specifiers of static imports, re-exports, dynamic imports and vi.mock calls. */
function relativeSpecifiers(source) {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)"(\.{1,2}\/[^"]*)"/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Which top-level folder of src (and, under modules/, which module) a path is in. */
function placeOf(file) {
  const [top, name] = path.relative(webSrc, file).split(path.sep);
  return top === "modules" ? { layer: "modules", module: name } : { layer: top };
}

function webImportGraph() {
  const graph = new Map();
  const upward = [];
  for (const file of sourceFiles(path.join(webSrc, "modules"))) {
    const from = placeOf(file).module;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of relativeSpecifiers(readFileSync(file, "utf8"))) {
      const to = placeOf(path.resolve(path.dirname(file), specifier));
      if (to.layer === "modules" && to.module !== from) graph.get(from).add(to.module);
      if (to.layer === "app" || to.layer === "screens") {
        upward.push(`${path.relative(webSrc, file)} → ${specifier}`);
      }
    }
  }
  return { graph, upward };
}

/** The first circle found by a depth-first walk, as a list of modules, or null. */
function findCircle(graph) {
  const done = new Set();
  const onPath = [];
  const visit = (node) => {
    if (onPath.includes(node)) return [...onPath.slice(onPath.indexOf(node)), node];
    if (done.has(node)) return null;
    onPath.push(node);
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    onPath.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}

describe("the web modules' import graph", () => {
  it("finds a circle when there is one (the check itself works)", () => {
    const graph = new Map([
      ["clients", new Set(["matters"])],
      ["matters", new Set(["billing"])],
      ["billing", new Set(["clients"])],
    ]);
    expect(findCircle(graph)).toEqual(["clients", "matters", "billing", "clients"]);
    expect(findCircle(new Map([["a", new Set(["b"])]]))).toBeNull();
  });

  it("has no circle between modules", () => {
    const { graph } = webImportGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(findCircle(graph)).toBeNull();
  });

  it("has no module importing the app shell or the screens", () => {
    expect(webImportGraph().upward).toEqual([]);
  });
});
