import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../seed/demo-firm.ts";
import { createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let adminCookie: string;
let ownerCookie: string;

const settings = {
  entityType: "company",
  entityName: "Mokoena Legal Tech",
  legalName: "Mokoena Legal Tech (Pty) Ltd",
  registrationNumber: "2019/123456/07",
  taxNumber: "9123456789",
  primaryEmail: "Office@Mokoena.co.za",
  supportEmail: "help@mokoena.co.za",
  phonePrimary: "011 234 5678",
  phoneSupport: "",
  websiteUrl: "https://mokoena.co.za",
  physicalAddress: "12 Bree Street",
  postalAddress: "PO Box 1, Cape Town",
  city: "Cape Town",
  province: "Western Cape",
  postalCode: "8001",
  country: "South Africa",
  privacyPolicyContent: "# Privacy\n\nWe follow **POPIA**.",
  termsOfServiceContent: "# Terms\n\nBe kind.",
  legalDisclaimer: "Not legal advice.",
};

function get(cookie?: string) {
  return testApp.app.inject({
    method: "GET",
    url: "/api/admin/entity-settings",
    headers: cookie ? { cookie } : {},
  });
}

function put(payload: unknown, cookie?: string) {
  return testApp.app.inject({
    method: "PUT",
    url: "/api/admin/entity-settings",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

async function storedRows(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*)::text as count from platform_setting where key = 'entity'`,
  );
  return Number(row?.count);
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoFirm(testApp.database.db);
  adminCookie = await signIn(testApp.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  ownerCookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
});
afterAll(async () => {
  await testApp.close();
});

describe("entity settings before they are saved", () => {
  it("answers the defaults to a visitor: Legal Platform in Johannesburg, Gauteng 2000", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      entityName: "Legal Platform",
      supportEmail: "support@legalplatform.example",
      phoneSupport: "+27 11 000 0000",
      phonePrimary: "+27 11 000 0000",
      physicalAddress: "1 Example Street, Sandton",
      postalAddress: "",
      city: "Johannesburg",
      province: "Gauteng",
      postalCode: "2000",
      country: "South Africa",
      websiteUrl: "",
      privacyPolicyContent: "",
      termsOfServiceContent: "",
      legalDisclaimer: "",
    });
  });
});

describe("PUT /api/admin/entity-settings", () => {
  it("answers 401 signed out and 403 to a firm owner, and stores nothing", async () => {
    expect((await put(settings)).statusCode).toBe(401);
    const forbidden = await put(settings, ownerCookie);
    expect(forbidden.statusCode).toBe(403);
    expect(await storedRows()).toBe(0);
  });

  it.each([
    [{ ...settings, entityName: "" }, "entityName: Entity name is required"],
    [{ ...settings, primaryEmail: "" }, "primaryEmail: Primary email is required"],
    [{ ...settings, phonePrimary: "" }, "phonePrimary: Primary phone is required"],
    [{ ...settings, supportEmail: "help" }, "supportEmail: Please enter a valid email address"],
    [
      { ...settings, phonePrimary: "+1 555 1234" },
      "phonePrimary: Please enter a valid South African phone number, e.g. +27 11 234 5678",
    ],
    [
      { ...settings, websiteUrl: "ftp://mokoena.co.za" },
      "websiteUrl: Please enter a valid website address starting with http:// or https://",
    ],
    [{ ...settings, province: "Natal" }, "province: Choose one of the nine provinces"],
    [{ ...settings, country: "Lesotho" }, "country: Country must be South Africa"],
    [{ ...settings, postalCode: "800" }, "postalCode: Postal code must be 4 digits"],
    [
      { ...settings, termsOfServiceContent: "x".repeat(50_001) },
      "termsOfServiceContent: Terms of service must be at most 50000 characters",
    ],
  ])("refuses %# with 400 naming the field, and stores nothing", async (payload, message) => {
    const response = await put(payload, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedRows()).toBe(0);
  });

  it("saves the settings, normalising the e-mail and phone, and gives the admin all of it", async () => {
    const response = await put(settings, adminCookie);
    expect(response.statusCode).toBe(200);
    const expected = { ...settings, primaryEmail: "office@mokoena.co.za", phonePrimary: "+27 11 234 5678" };
    expect(response.json()).toEqual(expected);
    expect((await get(adminCookie)).json()).toEqual(expected);
    const [audit] = await queryRows<{ action: string }>(
      testApp.database.db,
      sql`select action from audit_event where action = 'admin.entity_settings_saved'`,
    );
    expect(audit?.action).toBe("admin.entity_settings_saved");
  });

  it("gives visitors and firm members only the public contact subset, with the primary phone as support", async () => {
    for (const cookie of [undefined, ownerCookie]) {
      const body = (await get(cookie)).json();
      expect(body).toEqual({
        entityName: "Mokoena Legal Tech",
        supportEmail: "help@mokoena.co.za",
        phoneSupport: "+27 11 234 5678",
        phonePrimary: "+27 11 234 5678",
        physicalAddress: "12 Bree Street",
        postalAddress: "PO Box 1, Cape Town",
        city: "Cape Town",
        province: "Western Cape",
        postalCode: "8001",
        country: "South Africa",
        websiteUrl: "https://mokoena.co.za",
        privacyPolicyContent: "# Privacy\n\nWe follow **POPIA**.",
        termsOfServiceContent: "# Terms\n\nBe kind.",
        legalDisclaimer: "Not legal advice.",
      });
      expect(body).not.toHaveProperty("taxNumber");
      expect(body).not.toHaveProperty("primaryEmail");
    }
  });
});
