import { describe, expect, it } from "vitest";
import { listChangedProfileFields } from "./profile-changes.ts";

const current = {
  firstName: "Thandi",
  lastName: "Ndlovu",
  phone: null,
  address: null,
  practiceAreas: ["Tax"],
  barNumber: null,
  admissionDate: null,
  biography: null,
  email: "thandi@firm.co.za",
  pendingEmail: null,
  firmName: "Ndlovu Attorneys",
};

describe("listChangedProfileFields", () => {
  it("lists only the sent fields whose value differs from the saved one", () => {
    expect(
      listChangedProfileFields(current, {
        firstName: "Thandi",
        phone: "0825550101",
        practiceAreas: ["Tax", "Family"],
      }),
    ).toEqual({ userFields: ["phone", "practiceAreas"], email: "none", firmName: false });
  });

  it("asks for a verification link for a new address, whatever its case", () => {
    expect(listChangedProfileFields(current, { email: "new@firm.co.za" }).email).toBe("request");
    expect(listChangedProfileFields(current, { email: "THANDI@firm.co.za" }).email).toBe("none");
  });

  it("drops a pending address when the person sends their current one again", () => {
    expect(
      listChangedProfileFields({ ...current, pendingEmail: "new@firm.co.za" }, { email: "thandi@firm.co.za" })
        .email,
    ).toBe("cancel_pending");
  });

  it("notices a new firm name but not the same one", () => {
    expect(listChangedProfileFields(current, { firmName: "Ndlovu Inc." }).firmName).toBe(true);
    expect(listChangedProfileFields(current, { firmName: "Ndlovu Attorneys" }).firmName).toBe(false);
  });
});
