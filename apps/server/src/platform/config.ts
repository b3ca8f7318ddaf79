import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { S3StorageSettings } from "./file-storage-s3.ts";

/** The repository root: relative paths in the configuration (DATA_DIR, FILES_DIR, WEB_DIST_DIR) start here. */
export const PROJECT_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

const ZBooleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  /** The address people use to reach the app. https here turns on Secure cookies. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  /** Connections this process keeps to DATABASE_URL at most; unset: DEFAULT_POOL_SIZE (db.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  DATA_DIR: z.string().default("./data"),
  /** Uploaded files (client instructions, receipts); unset: `files` inside DATA_DIR. */
  FILES_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  TRUST_PROXY: ZBooleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Inkundla <no-reply@inkundla.example>"),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** An OpenAI-compatible Chat Completions endpoint; unset, the AI tools run on rules alone. */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_EMBEDDING_MODEL: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).optional(),
});

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was set; unset, a request's own Host counts as the app's origin (local use). */
  isPublicUrlConfigured: boolean;
  databaseUrl: string | undefined;
  /** Connections to `databaseUrl` at most; undefined: DEFAULT_POOL_SIZE (db.ts). */
  databasePoolSize: number | undefined;
  dataDir: string;
  pgliteDir: string;
  /** The folder the local file storage keeps uploaded files in; created on the first upload. */
  filesDir: string;
  authSecret: string;
  admin: { email: string; password: string } | undefined;
  trustProxy: boolean;
  logLevel: string;
  loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  webDistDir: string;
  /** Outgoing mail: an SMTP server URL, or undefined to keep mail in the outbox and the log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Memory for cached list answers (platform/response-cache.ts), in bytes; 0 turns the cache off. */
  responseCacheBytes: number;
  /**
   * Files in an S3-compatible bucket (every instance sees every upload); undefined: the local folder
   * `filesDir`. `secretAccessKey` is a secret: never log it.
   */
  s3: S3StorageSettings | undefined;
  /** The bearer token GET /metrics asks for; undefined: /metrics is off (404). A secret: never log it. */
  metricsToken: string | undefined;
  /**
   * The language model behind the AI tools. `baseUrl` undefined: no model, the tools use rules alone.
   * `apiKey` is a secret: never log it, never show it.
   */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    embeddingModel: string | undefined;
  };
};

/** The configuration before the signing secret is settled: what the seed and import tools need. */
export type LoadedConfig = Omit<AppConfig, "authSecret"> & { authSecret: string | undefined };

export class ConfigError extends Error {}

/** The bucket settings, all or none: a bucket without its keys (or keys without a bucket) stops the start. */
function s3SettingsOf(values: z.infer<typeof ZEnv>): S3StorageSettings | undefined {
  const named = [values.S3_BUCKET, values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if (named.every((value) => value === undefined) && values.S3_ENDPOINT === undefined) return undefined;
  if (!values.S3_BUCKET || !values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (with S3_ENDPOINT for a server other than AWS)",
    );
  }
  return {
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    bucket: values.S3_BUCKET,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    // An S3-compatible server is addressed by path unless told otherwise; AWS by bucket host name.
    forcePathStyle:
      values.S3_FORCE_PATH_STYLE === undefined
        ? values.S3_ENDPOINT !== undefined
        : values.S3_FORCE_PATH_STYLE === "true" || values.S3_FORCE_PATH_STYLE === "1",
  };
}

/** Where an embedded installation keeps the signing secret it generated for itself. */
export const INSTALLATION_SECRET_FILE = "auth-secret";

/** Reads and checks the environment once at start; a bad value stops the process with a clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  // A variable set to nothing (`PUBLIC_URL=` in .env) means the same as one not set.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production" && !values.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration: AUTH_SECRET is required when NODE_ENV=production");
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration: set ADMIN_EMAIL and ADMIN_PASSWORD together");
  }
  const dataDir = path.resolve(PROJECT_ROOT, values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    isPublicUrlConfigured: Boolean(values.PUBLIC_URL),
    databaseUrl: values.DATABASE_URL || undefined,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    filesDir: values.FILES_DIR ? path.resolve(PROJECT_ROOT, values.FILES_DIR) : path.join(dataDir, "files"),
    authSecret: values.AUTH_SECRET,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    loginRateLimit: {
      perIp: values.LOGIN_LIMIT_PER_IP,
      perEmail: values.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: values.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    webDistDir: path.resolve(PROJECT_ROOT, values.WEB_DIST_DIR ?? "apps/web/dist"),
    mail: { smtpUrl: values.SMTP_URL || undefined, from: values.MAIL_FROM },
    responseCacheBytes: Math.floor(values.RESPONSE_CACHE_MB * 1024 * 1024),
    metricsToken: values.METRICS_TOKEN,
    s3: s3SettingsOf(values),
    ai: {
      baseUrl: values.AI_BASE_URL?.replace(/\/+$/, ""),
      apiKey: values.AI_API_KEY,
      model: values.AI_MODEL,
      timeoutMs: values.AI_TIMEOUT_MS,
      embeddingModel: values.AI_EMBEDDING_MODEL,
    },
  };
}

/**
 * Settles the secret that signs session cookies and better-auth's tokens. AUTH_SECRET wins. Without it,
 * an embedded installation generates a random secret once and keeps it in its data folder (never in
 * the repository), so no two installations share one. Several instances on a PostgreSQL server must
 * share a secret, so a server database without AUTH_SECRET refuses to start.
 */
export function withAuthSecret(config: LoadedConfig): AppConfig {
  if (config.authSecret) return { ...config, authSecret: config.authSecret };
  if (config.databaseUrl) {
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET is required with DATABASE_URL (every instance on one database " +
        "must sign with the same secret). Make one with: " +
        `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  return { ...config, authSecret: readOrCreateInstallationSecret(config.dataDir) };
}

function readOrCreateInstallationSecret(dataDir: string): string {
  const file = path.join(dataDir, INSTALLATION_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // "wx": two processes starting at once keep whichever secret was written first.
      writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new ConfigError(`Invalid configuration: ${file} holds a secret shorter than 32 characters`);
  }
  return secret;
}

/** Reads the project's `.env` into the environment, when there is one; values already set win. */
export function loadEnvFile(): void {
  const file = path.join(PROJECT_ROOT, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
