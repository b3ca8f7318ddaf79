import { describe, expect, it } from "vitest";
import { countStaffByStatus, describeStaffMemberName, staffStatusOf } from "./staff.rules.ts";

describe("staffStatusOf", () => {
  it("is active only when the e-mail is verified and onboarding is completed", () => {
    expect(staffStatusOf({ emailVerified: true, onboardingCompleted: true })).toBe("active");
  });

  it("is pending while the e-mail is unverified, even after onboarding", () => {
    expect(staffStatusOf({ emailVerified: false, onboardingCompleted: true })).toBe("pending");
  });

  it("is pending while onboarding is not completed, even with a verified e-mail", () => {
    expect(staffStatusOf({ emailVerified: true, onboardingCompleted: false })).toBe("pending");
  });

  it("is pending for a fresh invitation with neither", () => {
    expect(staffStatusOf({ emailVerified: false, onboardingCompleted: false })).toBe("pending");
  });
});

describe("describeStaffMemberName", () => {
  it("shows the full name with the e-mail beneath when both names exist", () => {
    expect(
      describeStaffMemberName({ firstName: "Sipho", lastName: "Mokoena", email: "sipho@firm.co.za" }),
    ).toEqual({ primary: "Sipho Mokoena", secondary: "sipho@firm.co.za" });
  });

  it("shows only the e-mail when the last name is missing", () => {
    expect(
      describeStaffMemberName({ firstName: "Sipho", lastName: null, email: "sipho@firm.co.za" }),
    ).toEqual({
      primary: "sipho@firm.co.za",
      secondary: null,
    });
  });

  it("shows only the e-mail when the first name is missing or blank", () => {
    expect(describeStaffMemberName({ firstName: "  ", lastName: "Mokoena", email: "s@firm.co.za" })).toEqual({
      primary: "s@firm.co.za",
      secondary: null,
    });
  });

  it("shows only the e-mail for a pending invitation without names", () => {
    expect(
      describeStaffMemberName({ firstName: null, lastName: null, email: "new@firm.co.za" }).primary,
    ).toBe("new@firm.co.za");
  });
});

describe("countStaffByStatus", () => {
  it("counts everyone, the active ones and the pending rest", () => {
    const active = { emailVerified: true, onboardingCompleted: true };
    const pending = { emailVerified: false, onboardingCompleted: false };
    expect(countStaffByStatus([active, pending, active, pending, pending])).toEqual({
      total: 5,
      active: 2,
      pending: 3,
    });
  });

  it("counts zero of everything for an empty firm", () => {
    expect(countStaffByStatus([])).toEqual({ total: 0, active: 0, pending: 0 });
  });
});
