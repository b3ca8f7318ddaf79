import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readCookie, verifySignedValue } from "./session-reader.ts";

const secret = "a-test-secret-that-is-long-enough-0123";
const sign = (value: string, key = secret) =>
  `${value}.${createHmac("sha256", key).update(value).digest("base64")}`;

describe("readCookie", () => {
  it("finds a cookie among others and URL-decodes it", () => {
    expect(readCookie("a=1; inkundla.session_token=abc%2Edef; b=2", "inkundla.session_token")).toBe(
      "abc.def",
    );
  });

  it("answers null when the cookie is absent or its encoding is broken", () => {
    expect(readCookie("a=1; b=2", "inkundla.session_token")).toBeNull();
    expect(readCookie("inkundla.session_token=%E0%A4%A", "inkundla.session_token")).toBeNull();
  });

  it("does not match a cookie whose name only ends with the wanted name", () => {
    expect(readCookie("xinkundla.session_token=abc", "inkundla.session_token")).toBeNull();
  });
});

describe("verifySignedValue", () => {
  it("returns the signed value when the HMAC matches the secret", () => {
    expect(verifySignedValue(sign("token123"), secret)).toBe("token123");
  });

  it("refuses a value signed with another key", () => {
    expect(verifySignedValue(sign("token123", "some-other-secret-of-enough-length"), secret)).toBeNull();
  });

  it("refuses a value that was changed after signing", () => {
    const signed = sign("token123");
    expect(verifySignedValue(signed.replace("token123", "token124"), secret)).toBeNull();
  });

  it("refuses values without a signature or with one of the wrong length", () => {
    expect(verifySignedValue("token123", secret)).toBeNull();
    expect(verifySignedValue("token123.short=", secret)).toBeNull();
    expect(verifySignedValue(".abc", secret)).toBeNull();
  });
});
