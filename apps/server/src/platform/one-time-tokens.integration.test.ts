import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database.ts";
import { type Database, openPostgres, queryRows } from "./db.ts";
import { consumeOneTimeToken, findValidOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";

let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  dropDatabase = testDatabase.drop;
  database = await openPostgres(testDatabase.url, { poolSize: 4 });
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe("one-time tokens", () => {
  it("stores only a hash and works once", async () => {
    const { token } = await issueOneTimeToken(database.db, {
      purpose: "staff_invitation",
      userId: "u1",
      email: "a@example.co.za",
    });
    const stored = await queryRows<{ token_hash: string }>(
      database.db,
      sql`select token_hash from one_time_token`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await findValidOneTimeToken(database.db, "staff_invitation", token)).toMatchObject({
      userId: "u1",
    });
    expect(await findValidOneTimeToken(database.db, "signup_verification", token)).toBeNull();
    expect(await consumeOneTimeToken(database.db, "staff_invitation", token)).toMatchObject({
      email: "a@example.co.za",
    });
    expect(await consumeOneTimeToken(database.db, "staff_invitation", token)).toBeNull();
  });

  it("lets only one of two simultaneous uses succeed", async () => {
    const { token } = await issueOneTimeToken(database.db, {
      purpose: "signup_verification",
      userId: "u2",
      email: "b@example.co.za",
    });
    const results = await Promise.all([
      database.db.transaction((tx) => consumeOneTimeToken(tx, "signup_verification", token)),
      database.db.transaction((tx) => consumeOneTimeToken(tx, "signup_verification", token)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("refuses an expired token and retires older links when a new one is issued", async () => {
    const first = await issueOneTimeToken(database.db, {
      purpose: "email_change",
      userId: "u3",
      email: "c@example.co.za",
    });
    const second = await issueOneTimeToken(database.db, {
      purpose: "email_change",
      userId: "u3",
      email: "c@example.co.za",
    });
    expect(await findValidOneTimeToken(database.db, "email_change", first.token)).toBeNull();
    await database.db.execute(
      sql`update one_time_token set expires_at = now() - interval '1 second' where user_id = 'u3'`,
    );
    expect(await findValidOneTimeToken(database.db, "email_change", second.token)).toBeNull();
  });
});
