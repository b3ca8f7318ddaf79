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
const serverSrc = path.join(root, "apps/server/src");
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
    // A module's page loaders: the routes load a screen without first loading what its index re-exports.
    ["apps/web/src/app/x.ts", "../modules/office/page-loaders", true],
    ["apps/web/src/screens/x.tsx", "../modules/admin/page-loaders", true],
    ["apps/web/src/app/x.ts", "../modules/office/pages/spreadsheets-page", false],
    ["apps/web/src/modules/clients/x.ts", "../billing/page-loaders", false],
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
    // A module with sub-domain folders is still entered only through its top index.ts.
    ["../billing/payments/index.ts", false],
    ["../billing/payments/payment.service.ts", false],
    ["../../modules/billing/payments/payment.service.ts", false],
  ];
  it.each(cases)("%s → accepted: %s", (specifier, accepted) => {
    expect(lintAccepts(file, specifier)).toBe(accepted);
  });
});

describe("the Biome rule on imports from a server module's sub-domain folder", () => {
  const file = "apps/server/src/modules/trust/postings/x.ts";
  const cases = [
    ["./trust-posting.repository.ts", true],
    // The module's top-level files (kernel, tables, errors, rules) serve every sub-domain.
    ["../trust.errors.ts", true],
    ["../trust-deps.ts", true],
    ["../statements/index.ts", true],
    ["../statements/statement-match.ts", false],
    ["../statements/matching/index.ts", false],
    ["../../../platform/db.ts", true],
    ["../../../testing/test-app.ts", true],
    ["../../clients/index.ts", true],
    ["../../clients/client.tables.ts", true],
    ["../../../modules/clients/index.ts", true],
    ["../../clients/client.repository.ts", false],
    ["../../billing/payments/index.ts", false],
    ["../../billing/payments/payment.service.ts", false],
    ["../../../modules/clients/client.repository.ts", false],
  ];
  it.each(cases)("%s → accepted: %s", (specifier, accepted) => {
    expect(lintAccepts(file, specifier)).toBe(accepted);
  });
});

describe("the Biome rule on imports of a server module from outside modules/", () => {
  const cases = [
    ["apps/server/src/app.ts", "./modules/trust/index.ts", true],
    ["apps/server/src/db/x.ts", "../modules/trust/trust.tables.ts", true],
    ["apps/server/src/seed/x.ts", "../modules/trust/postings/index.ts", false],
    ["apps/server/src/seed/x.ts", "../modules/trust/postings/trust-posting.service.ts", false],
  ];
  it.each(cases)("in %s, %s → accepted: %s", (file, specifier, accepted) => {
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

/** Which top-level folder of an app's src (and, under modules/, which module) a path is in. */
function placeOf(src, file) {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === "modules" ? { layer: "modules", module: name } : { layer: top };
}

/**
 * Which module imports which, over every file under `src/modules` (tests included), and the imports
 * that go up from a module into one of `upperLayers`. Table definitions (`*.tables.ts`) are no edge:
 * the schema is one graph of foreign keys, and reading another module's table in a join is allowed.
 */
function moduleImportGraph(src, upperLayers) {
  const graph = new Map();
  const upward = [];
  for (const file of sourceFiles(path.join(src, "modules"))) {
    const from = placeOf(src, file).module;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of relativeSpecifiers(readFileSync(file, "utf8"))) {
      const to = placeOf(src, path.resolve(path.dirname(file), specifier));
      const isTableFile = specifier.endsWith(".tables.ts");
      if (to.layer === "modules" && to.module !== from && !isTableFile) graph.get(from).add(to.module);
      if (upperLayers.includes(to.layer)) upward.push(`${path.relative(src, file)} → ${specifier}`);
    }
  }
  return { graph, upward };
}

const webImportGraph = () => moduleImportGraph(webSrc, ["app", "screens"]);

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

describe("the server modules' import graph", () => {
  it("has no circle between modules, tests included", () => {
    const { graph } = moduleImportGraph(serverSrc, []);
    expect(graph.size).toBeGreaterThan(15);
    expect(findCircle(graph)).toBeNull();
  });
});

/** Which module (or platform) declares each table, by variable name and by SQL name. */
function tableOwners() {
  const byVariable = new Map();
  const byName = new Map();
  const tableFiles = [
    ...sourceFiles(path.join(serverSrc, "modules")).filter((file) => file.endsWith(".tables.ts")),
    ...sourceFiles(path.join(serverSrc, "platform")).filter((file) => file.endsWith(".tables.ts")),
  ];
  for (const file of tableFiles) {
    const place = placeOf(serverSrc, file);
    const owner = place.layer === "modules" ? place.module : place.layer;
    for (const match of readFileSync(file, "utf8").matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      byVariable.set(match[1], owner);
      byName.set(match[2], owner);
    }
  }
  return { byVariable, byName };
}

/** Every write (Drizzle's insert/update/delete, or raw SQL) a module's running code makes to a table it does not own. */
function foreignTableWrites() {
  const { byVariable, byName } = tableOwners();
  const writes = [];
  for (const file of sourceFiles(path.join(serverSrc, "modules"))) {
    // Tests and their fixtures set up whole firms, across modules, on purpose.
    if (/\.test\.ts$|-test-fixtures\.ts$/.test(file)) continue;
    const { module } = placeOf(serverSrc, file);
    const source = readFileSync(file, "utf8");
    const found = [
      ...[...source.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((m) => byVariable.get(m[1])),
      ...[...source.matchAll(/\b(?:update|insert into|delete from)\s+(\w+)/g)].map((m) =>
        byName.get(m[1]) ? `${byName.get(m[1])}:${m[1]}` : undefined,
      ),
    ];
    for (const owner of found) {
      if (owner && owner.split(":")[0] !== module)
        writes.push(`${path.relative(serverSrc, file)} → ${owner}`);
    }
  }
  return writes;
}

describe("the server modules' tables", () => {
  it("are written only by the module that declares them (the exceptions are in ARCHITECTURE.md)", () => {
    expect(foreignTableWrites()).toEqual([
      // Issuing an invoice writes its audit row in the statement that takes the number.
      "modules/billing/invoices/invoice-issue.repository.ts → platform:audit_event",
    ]);
  });
});
