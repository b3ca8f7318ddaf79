import { describe, expect, it } from "vitest";
import { canCaptureTrust, canManageBilling, canManageTrust } from "./permissions.ts";

const member = (role: string, isOwner = false) => ({ role, isOwner });
/** [may capture trust, may manage trust, may manage billing] */
const rightsOf = (role: string, isOwner = false) =>
  [canCaptureTrust, canManageTrust, canManageBilling].map((rule) => rule(member(role, isOwner)));

// Roles that keep neither the trust books nor the billing, and a platform admin or nobody outside a firm.
const ROLES_WITHOUT_RIGHTS = [
  "senior_associate",
  "associate",
  "paralegal",
  "legal_assistant",
  "compliance_officer",
  "admin",
  "",
];

describe("who may capture and manage trust entries and manage billing", () => {
  it("lets the office manager capture trust entries but only partners and directors manage the books", () => {
    expect(canCaptureTrust(member("office_manager"))).toBe(true);
    expect(canManageTrust(member("office_manager"))).toBe(false);
    for (const role of ["managing_partner", "partner", "legal_director"]) {
      expect(canCaptureTrust(member(role))).toBe(true);
      expect(canManageTrust(member(role))).toBe(true);
    }
  });

  it("lets partners, directors and the office manager manage billing", () => {
    for (const role of ["managing_partner", "partner", "legal_director", "office_manager"]) {
      expect(canManageBilling(member(role))).toBe(true);
    }
  });

  it("refuses all of it to associates, paralegals and anyone outside a firm", () => {
    for (const role of ROLES_WITHOUT_RIGHTS) {
      expect(rightsOf(role)).toEqual([false, false, false]);
    }
  });

  it("lets the firm's owner do all of it, whatever role they hold", () => {
    for (const role of ROLES_WITHOUT_RIGHTS) {
      expect(rightsOf(role, true)).toEqual([true, true, true]);
    }
  });
});
