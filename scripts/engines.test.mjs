import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

describe("the Node.js version the README promises", () => {
  it("is enough for every installed package, so npm install warns of no engine", () => {
    const oldest = semver.minVersion(readJson("package.json").engines.node)?.version;
    expect(oldest).toBe("20.19.0");
    const lock = readJson("package-lock.json");
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === "string")
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
      .map(
        ([where, entry]) =>
          `${where.replace(/^.*node_modules\//, "")}@${entry.version} needs ${entry.engines.node}`,
      );
    expect(tooNew).toEqual([]);
  });

  it("is the one the README names", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("Needs Node.js 20.19 or later.");
  });
});
