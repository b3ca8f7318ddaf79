import { describe, expect, it } from "vitest";
import {
  readAuthenticationCode,
  ZTwoFactorConfirmRequest,
  ZTwoFactorSignInRequest,
} from "./two-factor.schemas.ts";

describe("readAuthenticationCode", () => {
  it("reads six digits as an authenticator app code, ignoring spaces", () => {
    expect(readAuthenticationCode("123 456")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads a recovery code with or without its dash", () => {
    expect(readAuthenticationCode("aB3dE-fG7hJ")).toEqual({ kind: "recovery", code: "aB3dE-fG7hJ" });
    expect(readAuthenticationCode("aB3dEfG7hJ")).toEqual({ kind: "recovery", code: "aB3dE-fG7hJ" });
  });

  it("refuses anything else", () => {
    expect(readAuthenticationCode("12345")).toBeNull();
    expect(readAuthenticationCode("password1")).toBeNull();
  });
});

describe("two-factor requests", () => {
  it("accept a code at sign-in and name what is wrong otherwise", () => {
    expect(ZTwoFactorSignInRequest.safeParse({ code: "654321" }).success).toBe(true);
    expect(ZTwoFactorSignInRequest.safeParse({ code: "" }).error?.issues[0]?.message).toBe(
      "Authentication code is required",
    );
  });

  it("confirm setup only with six digits", () => {
    expect(ZTwoFactorConfirmRequest.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
    expect(ZTwoFactorConfirmRequest.safeParse({ code: "aB3dE-fG7hJ" }).success).toBe(false);
  });
});
