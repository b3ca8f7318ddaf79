import { describe, expect, it } from "vitest";
import { isCalendarDate, todayInSouthAfrica } from "../dates.ts";
import { isPhoneNumber, ZChangePasswordForm, ZUpdateProfileRequest } from "./profile.schemas.ts";

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join(".")}: ${issue.message}` : null;
}

describe("ZUpdateProfileRequest", () => {
  it("accepts only the edited fields, trimmed, and turns an emptied optional field into null", () => {
    expect(
      ZUpdateProfileRequest.parse({ firstName: " Thandi ", address: "  ", email: "T@Firm.CO.ZA" }),
    ).toEqual({ firstName: "Thandi", address: null, email: "t@firm.co.za" });
  });

  it.each([
    [{ phone: "082 555 0101" }, true],
    [{ phone: "+27 (11) 555-0101" }, true],
    [{ phone: "555 0101" }, false],
    [{ phone: "call me maybe" }, false],
  ])("checks phone numbers: %j is valid: %s", (payload, isValid) => {
    expect(ZUpdateProfileRequest.safeParse(payload).success).toBe(isValid);
  });

  it.each([
    [{ phone: "12" }, "phone: Please enter a valid phone number"],
    [{ email: "nobody" }, "email: Please enter a valid email address"],
    [{ admissionDate: "02/03/2015" }, "admissionDate: Admission date must be a valid date (YYYY-MM-DD)"],
    [{ admissionDate: "1899-12-31" }, "admissionDate: Admission date must be in 1900 or later"],
    [{ admissionDate: "2999-01-01" }, "admissionDate: Admission date cannot be in the future"],
    [{ practiceAreas: ["Maritime Law"] }, "practiceAreas.0: Choose practice areas from the list"],
    [{ practiceAreas: ["Tax", "Tax"] }, "practiceAreas: Choose each practice area once"],
    [{ lastName: "x".repeat(101) }, "lastName: Last name must be at most 100 characters"],
    [{ barNumber: "x".repeat(51) }, "barNumber: Legal Practice Council number must be at most 50 characters"],
    [{ firmName: " A " }, "firmName: Firm name must be at least 2 characters"],
    [{ role: "admin" }, ': Unrecognized key: "role"'],
    [{}, ": Change at least one field"],
  ])("refuses %j with the message %s", (payload, message) => {
    expect(firstMessage(ZUpdateProfileRequest.safeParse(payload))).toBe(message);
  });
});

describe("date and phone rules", () => {
  it("knows real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2024-13-01")).toBe(false);
  });

  it("takes today's date in South Africa, which is ahead of UTC late at night", () => {
    expect(todayInSouthAfrica(new Date("2026-03-01T22:30:00Z"))).toBe("2026-03-02");
  });

  it("counts 10 to 15 digits in a phone number", () => {
    expect(isPhoneNumber("+27 82 555 0101")).toBe(true);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
  });
});

describe("ZChangePasswordForm", () => {
  it("requires the confirmation to match the new password", () => {
    const result = ZChangePasswordForm.safeParse({
      currentPassword: "Old-Pass-2026",
      newPassword: "New-Pass-2026",
      confirmPassword: "New-Pass-2027",
    });
    expect(firstMessage(result)).toBe("confirmPassword: Passwords do not match");
  });

  it("requires a new password of at least 8 characters that differs from the current one", () => {
    expect(
      firstMessage(
        ZChangePasswordForm.safeParse({
          currentPassword: "a",
          newPassword: "short",
          confirmPassword: "short",
        }),
      ),
    ).toBe("newPassword: Password must be at least 8 characters");
    expect(
      firstMessage(
        ZChangePasswordForm.safeParse({
          currentPassword: "Same-Pass-2026",
          newPassword: "Same-Pass-2026",
          confirmPassword: "Same-Pass-2026",
        }),
      ),
    ).toBe("newPassword: The new password must be different from the current one");
  });
});
