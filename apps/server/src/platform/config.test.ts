import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, INSTALLATION_SECRET_FILE, loadConfig, withAuthSecret } from "./config.ts";

const folders: string[] = [];
function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "inkundla-config-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the secret that signs sessions", () => {
  it("is AUTH_SECRET when it is set", () => {
    const secret = "an-operator-chosen-secret-of-40-characters!";
    expect(withAuthSecret(loadConfig({ AUTH_SECRET: secret, DATA_DIR: newDataDir() })).authSecret).toBe(
      secret,
    );
  });

  it("is generated once per embedded installation, kept in its data folder readable by the owner only", () => {
    const dataDir = newDataDir();
    const first = withAuthSecret(loadConfig({ DATA_DIR: dataDir })).authSecret;
    const second = withAuthSecret(loadConfig({ DATA_DIR: dataDir })).authSecret;
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    const file = path.join(dataDir, INSTALLATION_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("differs between two installations", () => {
    const one = withAuthSecret(loadConfig({ DATA_DIR: newDataDir() })).authSecret;
    const other = withAuthSecret(loadConfig({ DATA_DIR: newDataDir() })).authSecret;
    expect(one).not.toBe(other);
  });

  it("is required on a PostgreSQL server: start refuses without AUTH_SECRET", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://db.internal/inkundla", DATA_DIR: newDataDir() });
    expect(() => withAuthSecret(config)).toThrow(ConfigError);
    expect(() => withAuthSecret(config)).toThrow(/AUTH_SECRET is required with DATABASE_URL/);
  });

  it("is never a constant from the source", () => {
    expect(readFileSync(new URL("./config.ts", import.meta.url), "utf8")).not.toMatch(
      /do-not-use-in-production/,
    );
  });
});

describe("a variable set to nothing", () => {
  it("means the same as one not set", () => {
    const config = loadConfig({ PUBLIC_URL: "", PORT: "5123", DATA_DIR: newDataDir() });
    expect(config.publicUrl).toBe("http://localhost:5123");
    expect(config.isPublicUrlConfigured).toBe(false);
  });
});
