import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type ApiOperation, exampleFor, fillPath, readApiOperations } from "./api-operations.ts";
import {
  buildOutsiders,
  buildProbedFirm,
  fingerprintFirm,
  type Principal,
  type ProbedFirm,
  type RecordKind,
} from "./probe-firm.ts";

/**
 * The record a path id names, read from the path segment before it. A segment not listed here (a new
 * route) is probed with every id firm A has, so it is covered without anyone adding it.
 */
const KIND_OF_SEGMENT: Record<string, RecordKind> = {
  clients: "client",
  ledgers: "client",
  "client-statement": "client",
  matters: "matter",
  "time-entries": "timeEntry",
  tasks: "task",
  accounts: "trustAccount",
  transactions: "trustPosting",
  lines: "statementLine",
  files: "file",
  invoices: "invoice",
  "credit-notes": "creditNote",
  payments: "payment",
  expenses: "expense",
  staff: "staff",
  members: "user",
  users: "user",
};

/** Query filters that name a record, probed with firm A's id of that kind. */
const KIND_OF_QUERY: Record<string, RecordKind> = {
  clientId: "client",
  matterId: "matter",
  accountId: "trustAccount",
  invoiceId: "invoice",
  assignee: "user",
};

/**
 * Calls an outsider may make with firm A's ids, on purpose:
 * - the platform admin operates the platform: suspending a person, seeing users, are its job;
 * - a calendar feed's file name is a secret bearer link: whoever holds it reads that calendar.
 */
function isAllowedFor(principal: Principal, operation: ApiOperation): boolean {
  if (operation.path === "/api/calendar/{file}") return true;
  return principal.label === "the platform admin" && operation.path.startsWith("/api/admin/");
}

function idsFor(firm: ProbedFirm, operation: ApiOperation, param: string): string[] {
  const segments = operation.path.split("/");
  const index = segments.indexOf(`{${param}}`);
  const kind = KIND_OF_SEGMENT[segments[index - 1] ?? ""];
  return kind ? firm.ids[kind] : Object.values(firm.ids).flat();
}

let testApp: TestApp;
let firmA: ProbedFirm;
let outsiders: Principal[];
let operations: ApiOperation[];

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "100000" });
  firmA = await buildProbedFirm(testApp, "A");
  outsiders = await buildOutsiders(testApp);
  operations = await readApiOperations(testApp.app);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe("another firm's records, asked for by id, from outside the firm", () => {
  it("never answer with a 2xx that carries firm A's data or changes it, nor a 5xx", async () => {
    const allIdsOfA = Object.values(firmA.ids).flat();
    const before = await fingerprintFirm(testApp, firmA.firmId);
    const violations: string[] = [];
    let calls = 0;
    const probe = async (principal: Principal, operation: ApiOperation, url: string) => {
      if (isAllowedFor(principal, operation)) return;
      const payload =
        operation.body && operation.method !== "GET"
          ? (exampleFor(operation.body, "", () => randomUUID()) as Record<string, unknown>)
          : undefined;
      const response = await testApp.app.inject({
        method: operation.method,
        url,
        headers: principal.cookie ? { cookie: principal.cookie } : {},
        ...(payload === undefined ? {} : { payload }),
      });
      calls += 1;
      const where = `${principal.label}: ${operation.method} ${url} → ${response.statusCode}`;
      if (response.statusCode >= 500) violations.push(`${where} (server error)`);
      if (response.statusCode < 200 || response.statusCode >= 300) return;
      const leaked =
        response.body.includes(firmA.marker) || allIdsOfA.some((id) => response.body.includes(id));
      if (leaked) violations.push(`${where} carries firm A's data`);
      else if (operation.method !== "GET") violations.push(`${where} accepted a change to firm A's record`);
    };

    const withIds = operations.filter((operation) => operation.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThan(40);
    for (const operation of withIds) {
      const [param, ...others] = operation.pathParams;
      for (const id of idsFor(firmA, operation, param as string)) {
        const values: Record<string, string> = { [param as string]: id };
        for (const other of others) values[other] = idsFor(firmA, operation, other)[0] ?? randomUUID();
        for (const principal of outsiders) await probe(principal, operation, fillPath(operation, values));
      }
    }
    const withFilters = operations.filter(
      (operation) =>
        operation.method === "GET" && operation.queryParams.some((query) => query.name in KIND_OF_QUERY),
    );
    expect(withFilters.length).toBeGreaterThan(3);
    for (const operation of withFilters) {
      for (const query of operation.queryParams.filter((candidate) => candidate.name in KIND_OF_QUERY)) {
        const kind = KIND_OF_QUERY[query.name] as RecordKind;
        for (const id of firmA.ids[kind]) {
          const url = `${fillPath(operation, {})}?${query.name}=${encodeURIComponent(id)}`;
          for (const principal of outsiders) await probe(principal, operation, url);
        }
      }
    }

    expect(violations, violations.join("\n")).toEqual([]);
    expect(calls).toBeGreaterThan(150);
    expect(await fingerprintFirm(testApp, firmA.firmId)).toEqual(before);
  }, 180_000);

  it("are all still there for firm A's own owner", async () => {
    for (const [path, id] of [
      ["/api/clients", firmA.ids.client[0]],
      ["/api/matters", firmA.ids.matter[0]],
      ["/api/billing/invoices", firmA.ids.invoice[1]],
      ["/api/trust-accounting/transactions", firmA.ids.trustPosting[0]],
    ] as const) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `${path}/${id}`,
        headers: { cookie: firmA.ownerCookie },
      });
      expect(response.statusCode, `${path}/${id}`).toBe(200);
      expect(response.body).toContain(firmA.marker);
    }
  });
});
