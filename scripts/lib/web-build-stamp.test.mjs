import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isWebBuildStale, stampWebBuild } from "./web-build-stamp.mjs";

const roots = [];
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "inkundla-stamp-"));
  roots.push(root);
  mkdirSync(path.join(root, "apps/web/src"), { recursive: true });
  mkdirSync(path.join(root, "packages/shared/src"), { recursive: true });
  writeFileSync(path.join(root, "apps/web/src/main.tsx"), "export {};\n");
  writeFileSync(path.join(root, "packages/shared/src/index.ts"), "export {};\n");
  return root;
}
function build(root) {
  mkdirSync(path.join(root, "apps/web/dist"), { recursive: true });
  writeFileSync(path.join(root, "apps/web/dist/index.html"), "<!doctype html>");
  stampWebBuild(root);
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the web build check of npm start", () => {
  it("builds when there is no build", () => {
    expect(isWebBuildStale(project())).toBe(true);
  });

  it("skips the build when nothing changed since it was made", () => {
    const root = project();
    build(root);
    expect(isWebBuildStale(root)).toBe(false);
  });

  it("builds again after a source file changes, is added, or a shared schema changes", () => {
    const root = project();
    build(root);
    const source = path.join(root, "apps/web/src/main.tsx");
    writeFileSync(source, "export const changed = true;\n");
    expect(isWebBuildStale(root)).toBe(true);
    build(root);
    writeFileSync(path.join(root, "apps/web/src/new-page.tsx"), "export {};\n");
    expect(isWebBuildStale(root)).toBe(true);
    build(root);
    const shared = path.join(root, "packages/shared/src/index.ts");
    const later = new Date(Date.now() + 5000);
    utimesSync(shared, later, later);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it("builds when the build has no stamp (made by hand with npm run build)", () => {
    const root = project();
    mkdirSync(path.join(root, "apps/web/dist"), { recursive: true });
    writeFileSync(path.join(root, "apps/web/dist/index.html"), "<!doctype html>");
    expect(isWebBuildStale(root)).toBe(true);
  });
});
