import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../platform/db.ts";
import { createLocalFileStorage } from "../platform/file-storage.ts";
import { createClientWithMatter } from "../testing/matter-fixtures.ts";
import { type FirmOwner, registerFirmOwner } from "../testing/staff-fixtures.ts";
import { callerFor, createSecondInstance, createTestApp, type TestApp } from "../testing/test-app.ts";
import { testDatabaseUrl, testPostgresUrl } from "../testing/test-database.ts";
import { BackupError, restoreBackup, writeBackup } from "./backup.ts";

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let original: TestApp;
let restored: TestApp | undefined;
let owner: FirmOwner;
let workFolder: string;
const restoredName = `restored_${randomUUID().replaceAll("-", "")}`;

beforeAll(async () => {
  original = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(original, "backup-drill");
  workFolder = await mkdtemp(path.join(tmpdir(), "inkundla-backup-drill-"));
  const post = (url: string, payload: Record<string, unknown>) =>
    original.app.inject({ method: "POST", url, headers: { cookie: owner.cookie }, payload });
  // Practice, trust and billing records, and a stored file.
  const { clientId } = await createClientWithMatter(callerFor(original.app), owner, "Nomvula Dlamini", {
    title: "Dlamini v RAF",
    type: "Personal Injury",
  });
  const account = await post("/api/trust-accounting/accounts", {
    name: "Trust",
    bankName: "fnb",
    accountNumber: "62012345678",
    clientId,
    openingBalanceCents: 1_250_000,
  });
  expect(account.statusCode, account.body).toBe(201);
  await queryRows(
    original.database.db,
    sql`insert into invoice (firm_id, client_id, status, number, sequence, issue_date, due_date,
                             subtotal_cents, vat_cents, total_cents, paid_cents, created_by)
        values (${owner.firmId}, ${clientId}, 'partially_paid', 'INV-000007', 7, '2026-11-02',
                '2026-12-02', 250000, 37500, 287500, 50000, ${owner.userId})`,
  );
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "logo.png");
  const encoded = new Response(form);
  const logo = await original.app.inject({
    method: "POST",
    url: "/api/billing/profile/logo",
    headers: { cookie: owner.cookie, "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(logo.statusCode, logo.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await restored?.close();
  await original?.close();
  await onServer(`drop database if exists ${restoredName} with (force)`);
  await rm(workFolder, { recursive: true, force: true });
});

/** What the drill compares: trust balances per ledger and account, invoices with numbers and totals, files. */
async function snapshotOf(instance: TestApp) {
  const read = async (url: string) => {
    const response = await instance.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const storage = createLocalFileStorage(instance.env.FILES_DIR as string);
  const files = await Promise.all(
    (await storage.listKeys()).map(async (key) => [
      key,
      createHash("sha256")
        .update((await storage.get(key)) ?? new Uint8Array())
        .digest("hex"),
    ]),
  );
  return {
    ledgers: await read("/api/trust-accounting/ledgers"),
    accounts: await read("/api/trust-accounting/accounts"),
    invoices: await read("/api/billing/invoices"),
    files,
  };
}

describe("backup and restore drill", () => {
  it("restores into a fresh database and file store an app that answers exactly as the original", async () => {
    const backupFolder = path.join(workFolder, "backup");
    const manifest = await writeBackup({
      databaseUrl: original.databaseUrl,
      storage: createLocalFileStorage(original.env.FILES_DIR as string),
      folder: backupFolder,
    });
    expect(manifest.files).toHaveLength(1);

    await onServer(`create database ${restoredName} template template0`);
    const restoredFiles = path.join(workFolder, "restored-files");
    await restoreBackup({
      folder: backupFolder,
      databaseUrl: testDatabaseUrl(restoredName),
      storage: createLocalFileStorage(restoredFiles),
    });
    restored = await createSecondInstance(original, {
      DATABASE_URL: testDatabaseUrl(restoredName),
      FILES_DIR: restoredFiles,
    });

    const before = await snapshotOf(original);
    const after = await snapshotOf(restored);
    expect(before.ledgers.length).toBeGreaterThan(0);
    expect(before.invoices.map((invoice: { number: string }) => invoice.number)).toEqual(["INV-000007"]);
    expect(after).toEqual(before);
  }, 120_000);

  it("refuses to restore into a database that is not empty, or from a backup that was changed", async () => {
    const backupFolder = path.join(workFolder, "backup");
    await expect(
      restoreBackup({
        folder: backupFolder,
        databaseUrl: original.databaseUrl,
        storage: createLocalFileStorage(path.join(workFolder, "unused")),
      }),
    ).rejects.toThrow(/not empty/);
    const [file] = (await createLocalFileStorage(path.join(backupFolder, "files")).listKeys()) ?? [];
    await writeFile(path.join(backupFolder, "files", file as string), "tampered");
    await expect(
      restoreBackup({
        folder: backupFolder,
        databaseUrl: testDatabaseUrl(restoredName),
        storage: createLocalFileStorage(path.join(workFolder, "unused")),
      }),
    ).rejects.toBeInstanceOf(BackupError);
  });
});
