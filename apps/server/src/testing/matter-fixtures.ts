import { expect } from "vitest";
import type { Caller } from "./test-app.ts";

/**
 * A client of the person's firm (an individual unless `clientType` says otherwise) and a matter for it,
 * made through the API as a person would: their ids, and the matter's reference.
 */
export async function createClientWithMatter(
  call: Caller,
  person: { cookie: string },
  client: string,
  matter: { title: string; type: string },
  clientType: "individual" | "company" = "individual",
): Promise<{ clientId: string; matterId: string; matterReference: string }> {
  const created = await call("POST", "/api/clients", {
    cookie: person.cookie,
    payload: { name: client, type: clientType },
  });
  expect(created.statusCode, created.body).toBe(201);
  const opened = await call("POST", "/api/matters", {
    cookie: person.cookie,
    payload: { clientId: created.json().id, ...matter },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return {
    clientId: created.json().id as string,
    matterId: opened.json().id as string,
    matterReference: opened.json().reference as string,
  };
}
