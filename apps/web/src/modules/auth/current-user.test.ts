import { describe, expect, it } from "vitest";
import { getAvatarInitial, getDisplayName, isPlatformAdmin } from "./current-user";

describe("getDisplayName and getAvatarInitial", () => {
  it("use the first name, or the e-mail when there is no first name", () => {
    const named = { firstName: "thandi", email: "thandi@example.co.za" };
    const unnamed = { firstName: null, email: "sipho@example.co.za" };
    const blank = { firstName: "  ", email: "lindiwe@example.co.za" };

    expect(getDisplayName(named)).toBe("thandi");
    expect(getAvatarInitial(named)).toBe("T");
    expect(getDisplayName(unnamed)).toBe("sipho@example.co.za");
    expect(getAvatarInitial(unnamed)).toBe("S");
    expect(getDisplayName(blank)).toBe("lindiwe@example.co.za");
  });
});

describe("isPlatformAdmin", () => {
  it("recognises only the admin role as the platform operator", () => {
    expect(isPlatformAdmin({ role: "admin" })).toBe(true);
    expect(isPlatformAdmin({ role: "managing_partner" })).toBe(false);
  });
});
