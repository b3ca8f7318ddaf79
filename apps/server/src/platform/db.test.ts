import { sql } from "drizzle-orm";
import { bigint, integer, PgDialect, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { isoTimestampText, mapSelectedRow, selectedAs } from "./db.ts";

const ledger = pgTable("ledger", {
  title: text("title").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }),
  lines: integer("lines").notNull(),
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
});
const columns = { title: ledger.title, amountCents: ledger.amountCents, postedAt: ledger.postedAt };

describe("selectedAs and mapSelectedRow", () => {
  it("selects each column under its key", () => {
    const { sql: text } = new PgDialect().sqlToQuery(sql`select ${selectedAs(columns)} from ${ledger}`);
    expect(text).toBe(
      'select "ledger"."title" as "title", "ledger"."amount_cents" as "amountCents", "ledger"."posted_at" as "postedAt" from "ledger"',
    );
  });

  it("reads raw values back as Drizzle's select gives them: a bigint as a number, a timestamp as a Date", () => {
    const row = mapSelectedRow<{ title: string; amountCents: number | null; postedAt: Date }>(columns, {
      title: "Transfer to business",
      amountCents: "123456789012",
      postedAt: "2026-11-27 07:30:00.25+00",
    });
    expect(row).toEqual({
      title: "Transfer to business",
      amountCents: 123_456_789_012,
      postedAt: new Date("2026-11-27T07:30:00.250Z"),
    });
  });

  it("keeps a null as null and reads only the listed keys", () => {
    const row = mapSelectedRow(columns, { title: "Fee", amountCents: null, postedAt: null, lines: 3 });
    expect(row).toEqual({ title: "Fee", amountCents: null, postedAt: null });
  });
});

describe("isoTimestampText", () => {
  it("writes PostgreSQL's UTC text as Date.toISOString does, to the millisecond", () => {
    for (const text of [
      "2026-11-27 02:30:02.766123+00",
      "2026-11-27 02:30:02.766+00",
      "2026-11-27 02:30:02.5+00",
      "2026-11-27 02:30:02.07+00",
      "2026-11-27 02:30:02.0009+00",
      "2026-11-27 02:30:02+00",
      "1999-12-31 23:59:59.999999+00",
    ]) {
      expect(isoTimestampText(text), text).toBe(new Date(text).toISOString());
    }
    expect(isoTimestampText("2026-11-27 02:30:02.766123+00")).toBe("2026-11-27T02:30:02.766Z");
  });

  it("reads text in another time zone through a Date, so the instant is kept", () => {
    expect(isoTimestampText("2026-11-27 04:30:02.5+02")).toBe("2026-11-27T02:30:02.500Z");
    expect(isoTimestampText("2026-11-27 08:00:02+05:30")).toBe("2026-11-27T02:30:02.000Z");
  });
});
