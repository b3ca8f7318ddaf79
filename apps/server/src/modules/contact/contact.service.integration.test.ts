import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePlatformSetting } from "../../platform/settings.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { CONTACT_LIMIT_PER_IP } from "./contact.service.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;

const message = {
  name: "Nomsa Zulu",
  email: "nomsa@example.co.za",
  subject: "Sales enquiry",
  message: "We are a firm of twelve attorneys and would like a demonstration.",
};

function send(payload: unknown, ip = "203.0.113.5") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: payload as object,
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe("POST /api/contact", () => {
  it("mails the message to the default support address while entity settings are unset", async () => {
    const response = await send(message, "203.0.113.1");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const mail = await catcher.waitForMail("support@legalplatform.example");
    expect(mail.subject).toBe("Contact form: Sales enquiry");
    expect(mail.text).toContain("From: Nomsa Zulu <nomsa@example.co.za>");
    expect(mail.text).toContain("would like a demonstration");
  });

  it("mails the support address saved in Entity Settings, without a session", async () => {
    await writePlatformSetting(
      testApp.database.db,
      "entity",
      {
        entityType: "firm",
        entityName: "Mokoena Legal Tech",
        primaryEmail: "office@mokoena.co.za",
        supportEmail: "help@mokoena.co.za",
        phonePrimary: "+27 11 234 5678",
        province: "Gauteng",
      },
      null,
    );
    const response = await send({ ...message, subject: undefined }, "203.0.113.2");
    expect(response.statusCode).toBe(202);
    const mail = await catcher.waitForMail("help@mokoena.co.za");
    expect(mail.subject).toBe("Contact form: New message");
  });

  it.each([
    [{ ...message, name: "" }, /^name: Name is required/],
    [{ ...message, email: "nomsa" }, /^email: Please enter a valid email address/],
    [{ ...message, message: "Hi" }, /^message: Message must be at least 10 characters/],
    [{ ...message, message: "x".repeat(5001) }, /^message: Message must be at most 5000 characters/],
    [{ ...message, subject: "x".repeat(151) }, /^subject: Subject must be at most 150 characters/],
    [{ ...message, phone: "011" }, /phone/],
  ])("refuses %j with 400 naming the field and sends nothing", async (payload, expected) => {
    const before = catcher.messages.length;
    const response = await send(payload, "203.0.113.3");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(expected);
    expect(catcher.messages.length).toBe(before);
  });

  it(`allows ${CONTACT_LIMIT_PER_IP} messages an hour from one address, then answers 429`, async () => {
    for (let attempt = 0; attempt < CONTACT_LIMIT_PER_IP; attempt++) {
      expect((await send(message, "198.51.100.77")).statusCode).toBe(202);
    }
    const before = catcher.messages.length;
    const limited = await send(message, "198.51.100.77");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("too_many_messages");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(catcher.messages.length).toBe(before);
    expect((await send(message, "198.51.100.78")).statusCode).toBe(202);
  });
});
