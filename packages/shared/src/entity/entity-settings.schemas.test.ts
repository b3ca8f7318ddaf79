import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENTITY_SETTINGS,
  EMAIL_MESSAGE,
  normaliseSouthAfricanPhone,
  PHONE_MESSAGE,
  toPublicEntitySettings,
  WEBSITE_MESSAGE,
  ZEntitySettings,
} from "./entity-settings.schemas.ts";

const valid = {
  entityName: "Mokoena Legal Services",
  primaryEmail: "Info@Mokoena.co.za",
  phonePrimary: "011 234 5678",
  province: "Gauteng",
};

function messagesFor(input: Record<string, unknown>): Record<string, string> {
  const result = ZEntitySettings.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("entity settings schema", () => {
  it("requires the entity name, primary e-mail and primary phone, naming each", () => {
    expect(messagesFor({ province: "Gauteng" })).toMatchObject({
      entityName: "Entity name is required",
      primaryEmail: "Primary email is required",
      phonePrimary: "Primary phone is required",
    });
    expect(messagesFor({ ...valid, entityName: "   ", primaryEmail: "", phonePrimary: "" })).toEqual({
      entityName: "Entity name is required",
      primaryEmail: "Primary email is required",
      phonePrimary: "Primary phone is required",
    });
  });

  it("checks e-mail, phone, website, province and postal code formats with clear messages", () => {
    expect(
      messagesFor({
        ...valid,
        supportEmail: "not-an-email",
        phoneSupport: "12345",
        websiteUrl: "javascript:alert(1)",
        province: "Transvaal",
        postalCode: "20001",
      }),
    ).toEqual({
      supportEmail: EMAIL_MESSAGE,
      phoneSupport: PHONE_MESSAGE,
      websiteUrl: WEBSITE_MESSAGE,
      province: "Choose one of the nine provinces",
      postalCode: "Postal code must be 4 digits",
    });
  });

  it("keeps the country fixed at South Africa", () => {
    expect(messagesFor({ ...valid, country: "Namibia" })).toEqual({
      country: "Country must be South Africa",
    });
    expect(ZEntitySettings.parse(valid).country).toBe("South Africa");
  });

  it("caps the Markdown legal texts", () => {
    expect(messagesFor({ ...valid, privacyPolicyContent: "x".repeat(50_001) })).toEqual({
      privacyPolicyContent: "Privacy policy must be at most 50000 characters",
    });
    expect(ZEntitySettings.safeParse({ ...valid, privacyPolicyContent: "x".repeat(50_000) }).success).toBe(
      true,
    );
  });

  it("refuses unknown fields", () => {
    expect(Object.keys(messagesFor({ ...valid, isAdmin: true }))).toEqual([""]);
  });

  it("stores phones as +27 XX XXX XXXX and e-mails in lower case, with empty optional fields", () => {
    const parsed = ZEntitySettings.parse({ ...valid, phoneSupport: "(082) 123-4567" });
    expect(parsed).toMatchObject({
      entityType: "firm",
      primaryEmail: "info@mokoena.co.za",
      phonePrimary: "+27 11 234 5678",
      phoneSupport: "+27 82 123 4567",
      supportEmail: "",
      websiteUrl: "",
      postalCode: "",
    });
    // The stored value parses again to itself, so reading it back changes nothing.
    expect(ZEntitySettings.parse(parsed)).toEqual(parsed);
  });

  it("accepts the usual ways of writing South African numbers and refuses others", () => {
    for (const written of [
      "+27 11 234 5678",
      "+27112345678",
      "0027 11 234 5678",
      "27 11 234 5678",
      "011-234-5678",
    ]) {
      expect(normaliseSouthAfricanPhone(written)).toBe("+27 11 234 5678");
    }
    for (const wrong of ["011 234 567", "+44 20 7946 0958", "0011 234 5678", "phone"]) {
      expect(normaliseSouthAfricanPhone(wrong)).toBeNull();
    }
  });

  it("publishes the primary e-mail and phone when no support ones are set", () => {
    const settings = ZEntitySettings.parse(valid);
    expect(toPublicEntitySettings(settings)).toMatchObject({
      supportEmail: "info@mokoena.co.za",
      phoneSupport: "+27 11 234 5678",
    });
    expect(toPublicEntitySettings(settings)).not.toHaveProperty("primaryEmail");
    expect(toPublicEntitySettings(settings)).not.toHaveProperty("taxNumber");
  });

  it("has defaults that are themselves valid settings", () => {
    expect(ZEntitySettings.parse(DEFAULT_ENTITY_SETTINGS)).toEqual(DEFAULT_ENTITY_SETTINGS);
    expect(DEFAULT_ENTITY_SETTINGS).toMatchObject({
      entityName: "Legal Platform",
      city: "Johannesburg",
      province: "Gauteng",
      postalCode: "2000",
    });
  });
});
