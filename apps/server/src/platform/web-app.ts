import { existsSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "./config.ts";

/** Vite names every file under assets/ by its content's hash, so a browser may keep it for good. */
export const IMMUTABLE_ASSET_CACHE = "public, max-age=31536000, immutable";

/** JSON answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

/** JSON answers from this size up are compressed at a faster brotli quality (brotliQualityFor). */
export const BROTLI_FAST_FROM_BYTES = 256 * 1024;

/**
 * Brotli's quality for a JSON answer of `bytes`. Quality 4 compresses a 100 KB list to about a tenth in a
 * millisecond or two, but a workbook's 2.3 MB of cells in about 100 ms; quality 2 does those in 25 ms,
 * about a tenth larger (148 KB against 135 KB), so answers from BROTLI_FAST_FROM_BYTES up use it.
 */
export function brotliQualityFor(bytes: number): number {
  return bytes >= BROTLI_FAST_FROM_BYTES ? 2 : 4;
}

/** Which encoding to compress an answer with, from the request's Accept-Encoding (br before gzip). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.trim().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/**
 * Compresses JSON answers of the API above COMPRESS_JSON_FROM_BYTES for a client that accepts it.
 * Registered after the response cache's hook, which keeps the plain text; streams (files, PDFs) pass
 * untouched.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (typeof payload !== "string") return payload;
    // UTF-8 takes at least a byte for each UTF-16 unit: a text this long is long enough, uncounted.
    if (payload.length < COMPRESS_JSON_FROM_BYTES && Buffer.byteLength(payload) < COMPRESS_JSON_FROM_BYTES) {
      return payload;
    }
    if (!request.url.startsWith("/api/") || reply.hasHeader("content-encoding")) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    reply.header("vary", "accept-encoding");
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    if (encoding === "gzip") return gzipSync(payload, { level: 6 });
    const bytes = Buffer.byteLength(payload);
    return brotliCompressSync(payload, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQualityFor(bytes),
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    });
  });
}

/**
 * The built single-page app: hashed assets cached for a year, every other file (index.html) checked
 * again each time, and the .br/.gz twins the build wrote sent to a browser that accepts them.
 */
export function serveWebApp(app: FastifyInstance, config: AppConfig): void {
  const hasWebBuild = existsSync(path.join(config.webDistDir, "index.html"));
  const assetsDir = `${path.join(config.webDistDir, "assets")}${path.sep}`;
  if (hasWebBuild) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header("cache-control", filePath.startsWith(assetsDir) ? IMMUTABLE_ASSET_CACHE : "no-cache");
      },
    });
  } else {
    app.log.warn(`no web build in ${config.webDistDir}: run "npm run build" to serve the app`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({
        message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
        code: "not_found",
      });
    }
    if (!hasWebBuild) {
      return reply.status(503).type("text/plain").send("The web app has not been built. Run: npm run build");
    }
    // Every other path is a screen of the single-page app, which shows its own 404 screen.
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
