import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFirmOwner, type SignedInPerson } from "../testing/firm-people.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const ASSET = "assets/index-Ab12Cd34.js";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

let distDir: string;
let testApp: TestApp;
let owner: SignedInPerson;

beforeAll(async () => {
  // A build as `npm run build` leaves it: hashed assets with their .br and .gz twins.
  distDir = mkdtempSync(path.join(tmpdir(), "inkundla-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><script src="/assets/index-Ab12Cd34.js"></script>',
  );
  writeFileSync(path.join(distDir, ASSET), SCRIPT);
  writeFileSync(path.join(distDir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, `${ASSET}.gz`), gzipSync(SCRIPT));
  testApp = await createTestApp({ WEB_DIST_DIR: distDir, LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp.app, { email: `delivery-${Date.now()}@example.co.za` });
  for (let index = 0; index < 12; index += 1) {
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { cookie: owner.cookie },
      payload: { name: `Delivery Client ${index} with a longish name (Pty) Ltd`, type: "company" },
    });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await testApp?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "GET", url: `/${url}`.replace(/^\/\//, "/"), headers });
}

describe("the built web app", () => {
  it("sends a hashed asset pre-compressed with brotli, cached for a year as immutable", async () => {
    const response = await get(ASSET, { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a browser that takes only gzip, and the plain file to one that takes neither", async () => {
    const gzipped = await get(ASSET, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps index.html and every screen's address no-cache, so a new build is seen at once", async () => {
    for (const url of ["index.html", "", "billing", "practice/matters/123"]) {
      const response = await get(url, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("JSON answers of the API", () => {
  it("are compressed above 1 KB for a client that accepts it, also when the response cache serves them", async () => {
    const plain = await get("api/clients", { cookie: owner.cookie });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const round of ["first", "from the cache"]) {
      const response = await get("api/clients", {
        cookie: owner.cookie,
        "accept-encoding": "gzip, deflate, br",
      });
      expect(response.headers["content-encoding"], round).toBe("br");
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()), round).toEqual(plain.json());
      expect(response.headers["x-total-count"], round).toBe("12");
    }
    const gzipped = await get("api/clients", { cookie: owner.cookie, "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it("count bytes, not characters: a shorter answer of three-byte characters over 1 KB is compressed", async () => {
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { cookie: owner.cookie },
      payload: { name: `Ubuntu ${"€".repeat(150)}`, type: "company", physicalAddress: "€".repeat(100) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `api/clients/${created.json().id}`;
    const plain = await get(url, { cookie: owner.cookie });
    expect(plain.body.length).toBeLessThan(1024);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(1024);
    const response = await get(url, { cookie: owner.cookie, "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it("are sent as they are below 1 KB", async () => {
    const response = await get("api/auth/user", { cookie: owner.cookie, "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().email).toBe(owner.email);
  });
});
