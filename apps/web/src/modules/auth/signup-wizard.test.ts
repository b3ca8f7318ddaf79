import type { TSignupForm } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  EMPTY_SIGNUP_FORM,
  findSignupStepErrors,
  listSignupStepFields,
  parseSignupForm,
} from "./signup-wizard";

const completeForm: TSignupForm = {
  firstName: "Nomvula",
  lastName: "Khoza",
  email: "nomvula@khoza.co.za",
  firmName: "Khoza Attorneys",
  registrationNumber: "",
  address: "12 Church Street, Pretoria",
  phone: "012 345 6789",
  website: "",
  firmSize: "solo",
  practiceAreas: ["Tax Law"],
  termsAccepted: true,
  marketingConsent: false,
};

describe("findSignupStepErrors", () => {
  it("checks firstName, lastName and email on step 1, with the spec's messages", () => {
    expect(findSignupStepErrors(0, EMPTY_SIGNUP_FORM)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
  });

  it("checks firmName, address and phone on step 2, and passes the optional fields when empty", () => {
    expect(findSignupStepErrors(1, EMPTY_SIGNUP_FORM)).toEqual({
      firmName: "Firm name must be at least 2 characters",
      address: "Please enter a complete address",
      phone: "Please enter a valid phone number",
    });
  });

  it("checks a website on step 2 only when one is typed", () => {
    const values = { ...completeForm, website: "not a website" };
    expect(findSignupStepErrors(1, values)).toEqual({
      website: "Please enter a valid website address, e.g. https://yourfirm.co.za",
    });
  });

  it("checks the practice areas and the terms on step 3", () => {
    expect(findSignupStepErrors(2, EMPTY_SIGNUP_FORM)).toEqual({
      practiceAreas: "Please select at least one practice area",
      termsAccepted: "You must accept the terms and conditions",
    });
  });

  it("ignores the other steps' fields: a bad step 2 does not hold back step 1", () => {
    const values = { ...EMPTY_SIGNUP_FORM, firstName: "Nomvula", lastName: "Khoza", email: "n@khoza.co.za" };
    expect(findSignupStepErrors(0, values)).toEqual({});
    expect(Object.keys(findSignupStepErrors(1, values))).toEqual(["firmName", "address", "phone"]);
  });

  it("lets every step of a complete form through", () => {
    expect([0, 1, 2].map((step) => findSignupStepErrors(step as 0 | 1 | 2, completeForm))).toEqual([
      {},
      {},
      {},
    ]);
  });
});

describe("listSignupStepFields", () => {
  it("names the fields of each step", () => {
    expect(listSignupStepFields(0)).toEqual(["firstName", "lastName", "email"]);
    expect(listSignupStepFields(1)).toEqual([
      "firmName",
      "registrationNumber",
      "address",
      "phone",
      "website",
      "firmSize",
    ]);
    expect(listSignupStepFields(2)).toEqual(["practiceAreas", "termsAccepted", "marketingConsent"]);
  });
});

describe("parseSignupForm", () => {
  it("turns a complete form into the sign-up payload", () => {
    expect(parseSignupForm(completeForm)).toEqual({
      request: { ...completeForm, registrationNumber: null, website: null },
    });
  });

  it("sends the wizard back to the first step that has an error", () => {
    const result = parseSignupForm({ ...completeForm, phone: "123", termsAccepted: false });
    expect(result).toEqual({
      step: 1,
      errors: {
        phone: "Please enter a valid phone number",
        termsAccepted: "You must accept the terms and conditions",
      },
    });
  });
});
