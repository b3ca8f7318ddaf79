import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type ApiOperation, exampleFor, fillPath, readApiOperations } from "./api-operations.ts";
import { buildOutsiders, buildProbedFirm, type ProbedFirm } from "./probe-firm.ts";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
const ONE_MEGABYTE = "x".repeat(1024 * 1024);

/** Values that break code which trusts its input: wrong types, hostile text, impossible numbers and dates. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  12,
  -1,
  1e308,
  2 ** 64,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  `text${NUL}with nul`,
  `lone ${LONE_SURROGATE} surrogate`,
  "0000-01-01",
  "2026-02-30",
  "9999-12-31",
  "not-a-uuid",
  [],
  {},
  ["a", 1, null],
];

/** A body sent as written: JSON too deep for JSON.stringify itself, built as text. */
class RawJson {
  constructor(readonly text: string) {}
}

function deeplyNested(levels: number): RawJson {
  return new RawJson(`${'{"nested":'.repeat(levels)}"leaf"${"}".repeat(levels)}`);
}

/** Bodies for one operation: its own fields each given a hostile value, and bodies that are wrong whole. */
function hostileBodies(operation: ApiOperation, ids: (name: string) => string): unknown[] {
  const example = exampleFor(operation.body ?? { type: "object" }, "", ids);
  const fields = Object.keys(operation.body?.properties ?? {});
  const bodies: unknown[] = [
    null,
    [],
    "just a string",
    12,
    { __proto__: { isAdmin: true }, constructor: { prototype: { polluted: true } } },
    JSON.parse('{"__proto__": {"role": "admin"}}'),
    deeplyNested(10_000),
    { [`key${NUL}`]: 1 },
  ];
  for (const field of fields.slice(0, 12)) {
    for (const value of HOSTILE_VALUES) {
      bodies.push({ ...(typeof example === "object" && example !== null ? example : {}), [field]: value });
    }
    bodies.push({
      ...(typeof example === "object" && example !== null ? example : {}),
      [field]: ONE_MEGABYTE,
    });
  }
  return bodies;
}

const HOSTILE_QUERIES = [
  "limit=-1",
  "limit=1e308",
  "offset=99999999999999999999",
  `search=${encodeURIComponent(NUL)}`,
  "search=%ED%A0%80",
  "search[]=a&search[]=b",
  "date=0000-01-01",
  "from=2026-02-30&to=9999-12-31",
  "month=2026-13",
  "status=__proto__",
  `search=${"x".repeat(5000)}`,
];

/** What a 4xx answer must never show: the code, the SQL or PostgreSQL's own words behind it. */
const INTERNALS = [
  /\.ts:\d+/,
  /\n\s+at /,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /violates/i,
  /syntax error/i,
];

let testApp: TestApp;
let firm: ProbedFirm;
let adminCookie: string;
let operations: ApiOperation[];

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "100000" });
  firm = await buildProbedFirm(testApp, "M");
  const outsiders = await buildOutsiders(testApp);
  adminCookie = outsiders.find((principal) => principal.label === "the platform admin")?.cookie as string;
  operations = await readApiOperations(testApp.app);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe("every documented call, given malformed input", () => {
  it("answers 4xx with a readable message, never a 5xx, a stack trace or SQL", async () => {
    const problems: string[] = [];
    let calls = 0;
    const ownIds = (name: string) => {
      const kind = Object.entries(firm.ids).find(([kind]) =>
        name.toLowerCase().startsWith(kind.toLowerCase()),
      );
      return kind?.[1][0] ?? firm.ids.client[0] ?? randomUUID();
    };
    for (const operation of operations) {
      // The firm's own ids in the path, so a call reaches the code behind its firm check; a random id
      // for DELETE, which would otherwise remove the records later calls need.
      const values: Record<string, string> = {};
      for (const param of operation.pathParams) {
        values[param] =
          operation.method === "DELETE" ? randomUUID() : ownIds(param === "id" ? operation.path : param);
      }
      const cookie = operation.path.startsWith("/api/admin/") ? adminCookie : firm.ownerCookie;
      const send = async (url: string, payload?: unknown) => {
        const response = await testApp.app.inject({
          method: operation.method,
          url,
          headers: {
            cookie,
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(payload === undefined
            ? {}
            : { payload: payload instanceof RawJson ? payload.text : JSON.stringify(payload) }),
        });
        calls += 1;
        const shown = payload instanceof RawJson ? payload.text : JSON.stringify(payload ?? "");
        const where = `${operation.method} ${url.slice(0, 120)} ${shown.slice(0, 80)} → ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${where}: ${response.body.slice(0, 200)}`);
        if (INTERNALS.some((pattern) => pattern.test(response.body)))
          problems.push(`${where} shows internals`);
        if (response.statusCode >= 400 && !/"message":"[^"]+/.test(response.body)) {
          problems.push(`${where} has no message`);
        }
      };
      const url = fillPath(operation, values);
      for (const query of HOSTILE_QUERIES) await send(`${url}?${query}`);
      if (operation.method !== "GET" && !operation.isMultipart) {
        for (const body of hostileBodies(operation, () => randomUUID())) await send(url, body);
      }
    }
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
    expect(calls).toBeGreaterThan(2000);
  }, 300_000);
});
