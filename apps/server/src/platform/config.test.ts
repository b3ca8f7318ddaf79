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

describe("the database pool", () => {
  it("is left to the database module's default when DATABASE_POOL_SIZE is unset", () => {
    expect(loadConfig({ DATA_DIR: newDataDir() }).databasePoolSize).toBeUndefined();
  });

  it("reads DATABASE_POOL_SIZE as a whole number of connections", () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: "12", DATA_DIR: newDataDir() }).databasePoolSize).toBe(12);
  });

  it("refuses a pool of no connections or a fraction, naming the variable", () => {
    for (const size of ["0", "2.5", "many"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size, DATA_DIR: newDataDir() })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
    }
  });
});

describe("the AI settings", () => {
  it("leave the language model off when AI_BASE_URL is unset, with the documented defaults", () => {
    expect(loadConfig({ DATA_DIR: newDataDir() }).ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: "gpt-4o-mini",
      timeoutMs: 60_000,
      embeddingModel: undefined,
    });
  });

  it("read the endpoint, key, model, timeout and embedding model, without a trailing slash on the URL", () => {
    const config = loadConfig({
      DATA_DIR: newDataDir(),
      AI_BASE_URL: "http://127.0.0.1:11434/v1/",
      AI_API_KEY: "sk-test-key",
      AI_MODEL: "llama3.1:8b",
      AI_TIMEOUT_MS: "15000",
      AI_EMBEDDING_MODEL: "nomic-embed-text",
    });
    expect(config.ai).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "sk-test-key",
      model: "llama3.1:8b",
      timeoutMs: 15_000,
      embeddingModel: "nomic-embed-text",
    });
  });

  it("treat AI_BASE_URL set to nothing as unset", () => {
    expect(loadConfig({ DATA_DIR: newDataDir(), AI_BASE_URL: "" }).ai.baseUrl).toBeUndefined();
  });

  it("refuse an AI_BASE_URL that is not an http(s) address, naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: newDataDir(), AI_BASE_URL: "api.openai.com/v1" })).toThrow(
      /AI_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: newDataDir(), AI_BASE_URL: "ftp://models.internal/v1" })).toThrow(
      /AI_BASE_URL/,
    );
  });

  it("refuse a timeout that is not a whole number of milliseconds of at least a second", () => {
    expect(() => loadConfig({ DATA_DIR: newDataDir(), AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: newDataDir(), AI_TIMEOUT_MS: "50" })).toThrow(/AI_TIMEOUT_MS/);
  });
});
