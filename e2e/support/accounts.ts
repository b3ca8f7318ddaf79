import { expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./demo-accounts";
import { sameOriginHeaders } from "./same-origin";

export type RegisteredPerson = { email: string; password: string; firstName: string; lastName: string };

/** Registers a new firm owner through POST /api/auth/register; the page's browser is then signed in. */
export async function registerThroughApi(
  page: Page,
  label: string,
  firstName = "Naledi",
): Promise<RegisteredPerson> {
  const person = { email: uniqueEmail(label), password: "Journey-Pass-2026", firstName, lastName: "Khumalo" };
  const response = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: person,
  });
  expect(response.status()).toBe(201);
  return person;
}
