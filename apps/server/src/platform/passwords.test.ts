import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hashed = await hashPassword("correct horse battery");
    expect(hashed.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword({ hash: hashed, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash: hashed, password: "wrong horse battery" })).toBe(false);
  });

  it("treats a malformed stored hash as a failed check instead of throwing", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "anything" })).toBe(false);
  });
});
