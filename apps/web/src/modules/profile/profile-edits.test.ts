import type { TUserProfile } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  listProfileEdits,
  PERSONAL_INFO_FIELDS,
  PROFESSIONAL_FIELDS,
  toProfileFormValues,
  validateProfileEdits,
} from "./profile-edits";

const profile: TUserProfile = {
  firstName: "Thandi",
  lastName: "Ndlovu",
  email: "thandi@ndlovu.co.za",
  pendingEmail: null,
  phone: "+27 82 555 0101",
  address: null,
  practiceAreas: ["Tax"],
  barNumber: null,
  admissionDate: null,
  biography: null,
  firmName: "Ndlovu Attorneys",
  canEditFirmName: true,
  twoFactorEnabled: false,
};
const saved = toProfileFormValues(profile);

describe("listProfileEdits", () => {
  it("sends nothing when nothing changed, even with extra spaces or another case in the e-mail", () => {
    expect(
      listProfileEdits(
        saved,
        { ...saved, firstName: " Thandi ", email: "THANDI@ndlovu.co.za" },
        PERSONAL_INFO_FIELDS,
      ),
    ).toEqual({});
  });

  it("sends only the edited fields of the tab, including a cleared one", () => {
    const values = { ...saved, lastName: "Dube", phone: "", biography: "Tax attorney." };
    expect(listProfileEdits(saved, values, PERSONAL_INFO_FIELDS)).toEqual({ lastName: "Dube", phone: "" });
    expect(listProfileEdits(saved, values, PROFESSIONAL_FIELDS)).toEqual({ biography: "Tax attorney." });
  });

  it("notices a changed list of practice areas", () => {
    expect(
      listProfileEdits(saved, { ...saved, practiceAreas: ["Tax", "Family"] }, PROFESSIONAL_FIELDS),
    ).toEqual({ practiceAreas: ["Tax", "Family"] });
  });
});

describe("validateProfileEdits", () => {
  it("names each edited field's problem with the server's message", () => {
    expect(validateProfileEdits({ phone: "123", firstName: "", admissionDate: "2999-01-01" })).toEqual({
      phone: "Please enter a valid phone number",
      firstName: "First name is required",
      admissionDate: "Admission date cannot be in the future",
    });
  });

  it("passes valid edits and no edits at all", () => {
    expect(validateProfileEdits({ phone: "011 555 0100" })).toEqual({});
    expect(validateProfileEdits({})).toEqual({});
  });
});
