import { describe, expect, it } from "vitest";
import { findClientRuleViolations, ZClientCreateRequest, ZClientUpdateRequest } from "./client.schemas.ts";

function messagesOf(input: unknown): Record<string, string> {
  const parsed = ZClientCreateRequest.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("ZClientCreateRequest", () => {
  it("tidies what people type: spaces in numbers, e-mail case, South African phone format, blanks", () => {
    const parsed = ZClientCreateRequest.parse({
      name: "  Thabo Nkosi ",
      type: "individual",
      email: " Thabo@Nkosi.CO.ZA ",
      phone: "(011) 234-5678",
      idNumber: "800101 5009 087",
      vatNumber: "4123 456 789",
      postalAddress: "   ",
    });
    expect(parsed).toMatchObject({
      name: "Thabo Nkosi",
      email: "thabo@nkosi.co.za",
      phone: "+27 11 234 5678",
      idNumber: "8001015009087",
      vatNumber: "4123456789",
      postalAddress: null,
    });
  });

  it("keeps a foreign number that starts with its country code", () => {
    expect(ZClientCreateRequest.parse({ name: "A", type: "company", phone: "+44 20 7946 0958" }).phone).toBe(
      "+44 20 7946 0958",
    );
    expect(messagesOf({ name: "A", type: "company", phone: "12345" })).toEqual({
      phone: "Please enter a valid phone number, e.g. +27 11 234 5678",
    });
  });

  it("checks an individual's ID number but not a company's", () => {
    expect(messagesOf({ name: "A", type: "individual", idNumber: "8001015009088" })).toEqual({
      idNumber: "ID number is not valid: its check digit does not match",
    });
    expect(messagesOf({ name: "A", type: "company", idNumber: "8001015009088" })).toEqual({});
  });

  it("refuses a VAT number that is not 10 digits starting with 4", () => {
    for (const vatNumber of ["5123456789", "412345678", "41234567890"]) {
      expect(messagesOf({ name: "A", type: "company", vatNumber })).toEqual({
        vatNumber: "VAT number must be 10 digits starting with 4",
      });
    }
  });

  it("needs the verification date of a FICA-verified client", () => {
    expect(messagesOf({ name: "A", type: "company", ficaStatus: "verified" })).toEqual({
      ficaVerifiedOn: "Enter the date on which the client's FICA verification was completed",
    });
    expect(
      messagesOf({ name: "A", type: "company", ficaStatus: "verified", ficaVerifiedOn: "2026-03-01" }),
    ).toEqual({});
  });
});

describe("ZClientUpdateRequest", () => {
  it("leaves out what is not sent and clears what is sent blank", () => {
    expect(ZClientUpdateRequest.parse({ email: "" })).toEqual({ email: null });
  });
});

describe("findClientRuleViolations", () => {
  it("reports every rule that fails, not only the first", () => {
    expect(
      findClientRuleViolations({
        type: "individual",
        idNumber: "123",
        ficaStatus: "verified",
        ficaVerifiedOn: null,
      }),
    ).toEqual([
      { field: "idNumber", message: "ID number must be 13 digits" },
      {
        field: "ficaVerifiedOn",
        message: "Enter the date on which the client's FICA verification was completed",
      },
    ]);
  });
});
