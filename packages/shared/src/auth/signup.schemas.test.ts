import { describe, expect, it } from "vitest";
import {
  SIGNUP_STEPS,
  ZResendVerificationRequest,
  ZSignupFirmStep,
  ZSignupRequest,
  ZVerifySignupRequest,
} from "./signup.schemas.ts";

const validSignup = {
  firstName: "Nomvula",
  lastName: "Khoza",
  email: "Nomvula@Khoza-Attorneys.co.za",
  firmName: "Khoza Attorneys",
  registrationNumber: "2019/123456/21",
  address: "12 Church Street, Pretoria, 0002",
  phone: "+27 12 345 6789",
  website: "https://khoza-attorneys.co.za",
  firmSize: "small",
  practiceAreas: ["Family Law", "Labour Law"],
  termsAccepted: true,
  marketingConsent: true,
};

function messagesFor(payload: unknown): Record<string, string> {
  const result = ZSignupRequest.safeParse(payload);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    messages[field] ??= issue.message;
  }
  return messages;
}

describe("ZSignupRequest", () => {
  it("accepts a complete sign-up and normalises the e-mail", () => {
    const parsed = ZSignupRequest.parse(validSignup);
    expect(parsed.email).toBe("nomvula@khoza-attorneys.co.za");
    expect(parsed.practiceAreas).toEqual(["Family Law", "Labour Law"]);
  });

  it("fills the defaults: solo firm, no marketing consent, no website or registration number", () => {
    const {
      website: _website,
      registrationNumber: _number,
      marketingConsent: _consent,
      ...rest
    } = validSignup;
    const { firmSize: _size, ...withoutSize } = rest;
    const parsed = ZSignupRequest.parse(withoutSize);
    expect(parsed).toMatchObject({
      firmSize: "solo",
      marketingConsent: false,
      website: null,
      registrationNumber: null,
    });
  });

  it.each([
    ["firstName", "N", "First name must be at least 2 characters"],
    ["lastName", " K ", "Last name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "", "Please enter a valid email address"],
    ["firmName", "K", "Firm name must be at least 2 characters"],
    ["address", "12 Church", "Please enter a complete address"],
    ["phone", "012 345", "Please enter a valid phone number"],
    ["phone", "call me maybe", "Please enter a valid phone number"],
    ["practiceAreas", [], "Please select at least one practice area"],
    ["termsAccepted", false, "You must accept the terms and conditions"],
  ])("rejects %s = %j with the spec's message", (field, value, message) => {
    expect(messagesFor({ ...validSignup, [field]: value })).toEqual({ [field]: message });
  });

  it("says the terms must be accepted when the box was never sent", () => {
    const { termsAccepted: _terms, ...withoutTerms } = validSignup;
    expect(messagesFor(withoutTerms)).toEqual({ termsAccepted: "You must accept the terms and conditions" });
  });

  it("refuses firm sizes and practice areas that are not on the lists", () => {
    expect(messagesFor({ ...validSignup, firmSize: "huge" })).toHaveProperty("firmSize");
    expect(messagesFor({ ...validSignup, practiceAreas: ["Space Law"] })).toHaveProperty("practiceAreas");
  });

  it("caps every text field", () => {
    expect(messagesFor({ ...validSignup, firstName: "A".repeat(101) }).firstName).toMatch(/at most 100/);
    expect(messagesFor({ ...validSignup, firmName: "A".repeat(201) }).firmName).toMatch(/at most 200/);
    expect(messagesFor({ ...validSignup, address: "A".repeat(501) }).address).toMatch(/at most 500/);
    expect(messagesFor({ ...validSignup, phone: "1".repeat(31) }).phone).toMatch(/at most 30/);
    expect(messagesFor({ ...validSignup, registrationNumber: "1".repeat(51) }).registrationNumber).toMatch(
      /at most 50/,
    );
    expect(messagesFor({ ...validSignup, website: `https://${"a".repeat(200)}.co.za` }).website).toMatch(
      /at most 200/,
    );
  });

  it("refuses unknown fields", () => {
    expect(Object.keys(messagesFor({ ...validSignup, isAdmin: true }))).toEqual([""]);
  });

  it("accepts its own output again, so the form can send what it parsed", () => {
    const parsed = ZSignupRequest.parse({ ...validSignup, registrationNumber: " ", website: "" });
    expect(parsed).toMatchObject({ registrationNumber: null, website: null });
    expect(ZSignupRequest.parse(parsed)).toEqual(parsed);
    const full = ZSignupRequest.parse(validSignup);
    expect(ZSignupRequest.parse(full)).toEqual(full);
  });

  it("removes a practice area ticked twice", () => {
    const parsed = ZSignupRequest.parse({ ...validSignup, practiceAreas: ["Tax Law", "Tax Law"] });
    expect(parsed.practiceAreas).toEqual(["Tax Law"]);
  });
});

describe("the website field", () => {
  const parseWebsite = (website: string) => ZSignupFirmStep.shape.website.safeParse(website);

  it.each([
    ["", null],
    ["   ", null],
    ["https://khoza.co.za", "https://khoza.co.za"],
    ["khoza.co.za", "https://khoza.co.za"],
    ["http://www.khoza.co.za/about", "http://www.khoza.co.za/about"],
  ])("reads %j as %j", (input, expected) => {
    expect(parseWebsite(input)).toEqual({ success: true, data: expected });
  });

  it.each(["javascript:alert(1)", "ftp://khoza.co.za", "not a website", "https://localhost"])(
    "refuses %j",
    (input) => {
      const result = parseWebsite(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "Please enter a valid website address, e.g. https://yourfirm.co.za",
      );
    },
  );
});

describe("SIGNUP_STEPS", () => {
  it("puts each field of the payload on exactly one of three steps, in the spec's order", () => {
    const stepFields = SIGNUP_STEPS.map((step) => Object.keys(step.schema.shape));
    expect(SIGNUP_STEPS.map((step) => step.title)).toEqual([
      "Personal Information",
      "Firm Details",
      "Practice Areas & Terms",
    ]);
    expect(stepFields).toEqual([
      ["firstName", "lastName", "email"],
      ["firmName", "registrationNumber", "address", "phone", "website", "firmSize"],
      ["practiceAreas", "termsAccepted", "marketingConsent"],
    ]);
    expect(stepFields.flat().sort()).toEqual(Object.keys(ZSignupRequest.shape).sort());
  });
});

describe("ZVerifySignupRequest and ZResendVerificationRequest", () => {
  it("needs a token and a password of at least 8 characters", () => {
    expect(
      ZVerifySignupRequest.safeParse({ token: "abc", password: "1234567" }).error?.issues[0]?.message,
    ).toBe("Password must be at least 8 characters");
    expect(ZVerifySignupRequest.safeParse({ token: "", password: "12345678" }).success).toBe(false);
    expect(ZVerifySignupRequest.safeParse({ token: "abc", password: "12345678" }).success).toBe(true);
  });

  it("needs a valid e-mail to resend the link", () => {
    expect(ZResendVerificationRequest.safeParse({ email: "x" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(ZResendVerificationRequest.parse({ email: " A@B.co.za " })).toEqual({ email: "a@b.co.za" });
  });
});
