import { describe, expect, it } from "vitest";
import { buildSignInPath, readReturnPath, toSafeReturnPath } from "./return-path";

describe("toSafeReturnPath", () => {
  it("accepts a path of this app with its query string and fragment", () => {
    expect(toSafeReturnPath("/billing")).toBe("/billing");
    expect(toSafeReturnPath("/practice/matters/7c1d?tab=time#entries")).toBe(
      "/practice/matters/7c1d?tab=time#entries",
    );
  });

  it.each([
    ["a protocol-relative address", "//evil.example/billing"],
    ["an absolute address", "https://evil.example/billing"],
    ["a script address", "javascript:alert(1)"],
    ["a backslash the browser reads as a slash", "/\\evil.example"],
    ["backslashes alone", "\\\\evil.example"],
    ["a tab the browser drops", "/\t/evil.example"],
    ["a line break the browser drops", "/\n/evil.example"],
    ["a path without its leading slash", "billing"],
    ["the sign-in screen itself", "/login?returnTo=%2Fbilling"],
    ["nothing", ""],
  ])("refuses %s", (_, value) => {
    expect(toSafeReturnPath(value)).toBeNull();
  });

  it("keeps an encoded slash inside the path, where it names no other site", () => {
    expect(toSafeReturnPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("readReturnPath", () => {
  it("reads ?returnTo= and falls back to home when it is missing or unsafe", () => {
    expect(readReturnPath(new URLSearchParams("returnTo=%2Fbilling%3Ftab%3Dinvoices"))).toBe(
      "/billing?tab=invoices",
    );
    expect(readReturnPath(new URLSearchParams())).toBe("/");
    expect(readReturnPath(new URLSearchParams("returnTo=%2F%2Fevil.example"))).toBe("/");
  });
});

describe("buildSignInPath", () => {
  it("leads to sign-in with the requested path and query string to come back to", () => {
    const signInPath = buildSignInPath({ pathname: "/practice/matters/42", search: "?tab=time", hash: "" });

    expect(signInPath).toBe("/login?returnTo=%2Fpractice%2Fmatters%2F42%3Ftab%3Dtime");
    expect(readReturnPath(new URLSearchParams(signInPath.split("?")[1]))).toBe(
      "/practice/matters/42?tab=time",
    );
  });

  it("leads to plain sign-in for home", () => {
    expect(buildSignInPath({ pathname: "/", search: "", hash: "" })).toBe("/login");
  });
});
