import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { queryRows, readCents } from "./db.ts";
import { readTogether } from "./read-together.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe("readTogether", () => {
  it("answers every read started together from one statement, each with its own rows in order", async () => {
    const db = testApp.database.db;
    let statements = 0;
    const counting = {
      execute: (query: Parameters<typeof db.execute>[0]) => {
        statements += 1;
        return db.execute(query);
      },
    } as unknown as typeof db;
    const [numbers, money, nothing] = await readTogether(counting, (batch) =>
      Promise.all([
        queryRows<{ n: number; label: string }>(
          batch,
          sql`select n, 'row ' || n as label from generate_series(1, 5) as n order by n desc`,
        ),
        queryRows<{ cents: string; day: string }>(
          batch,
          sql`select 123456789012::bigint as cents, date '2026-03-31' as day`,
        ),
        queryRows(batch, sql`select 1 as one where false`),
      ]),
    );
    expect(statements).toBe(1);
    expect(numbers.map((row) => row.n)).toEqual([5, 4, 3, 2, 1]);
    expect(numbers[0]?.label).toBe("row 5");
    expect(readCents(money[0]?.cents ?? 0)).toBe(123_456_789_012);
    expect(money[0]?.day).toBe("2026-03-31");
    expect(nothing).toEqual([]);
  });

  it("fails every read of the batch with the database's error when one query fails", async () => {
    const db = testApp.database.db;
    const answer = readTogether(db, (batch) =>
      Promise.all([
        queryRows(batch, sql`select 1 as one`),
        queryRows(batch, sql`select * from no_such_table_here`),
      ]),
    );
    await expect(answer).rejects.toThrow(/no_such_table_here/);
  });

  it("sends a read started after the batch ran to the database on its own", async () => {
    const db = testApp.database.db;
    const [first, second] = await readTogether(db, async (batch) => {
      const one = await queryRows<{ value: number }>(batch, sql`select 1 as value`);
      const two = await queryRows<{ value: number }>(batch, sql`select 2 as value`);
      return [one, two];
    });
    expect(first?.[0]?.value).toBe(1);
    expect(second?.[0]?.value).toBe(2);
  });
});
