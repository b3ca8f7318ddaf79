import { randomUUID } from "node:crypto";
import type { TCurrentUser, TStaffRole } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import { insertCredentialUser } from "../modules/auth/index.ts";
import { insertFirmMember } from "../modules/firms/index.ts";
import type { Db } from "../platform/db.ts";
import { hashPassword } from "../platform/passwords.ts";
import { cookieHeader, signIn } from "./test-app.ts";

export type SignedInPerson = { user: TCurrentUser; cookie: string; email: string; password: string };

/** Registers a new firm owner through POST /api/auth/register and keeps their session cookie. */
export async function registerFirmOwner(
  app: FastifyInstance,
  person: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<SignedInPerson> {
  const password = person.password ?? "Owner-Pass-2026";
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email: person.email,
      password,
      firstName: person.firstName ?? "Nomsa",
      lastName: person.lastName ?? "Zulu",
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: response.json().user, cookie: cookieHeader(response), email: person.email, password };
}

/** Adds an active staff member (not the owner) to a firm and signs them in. */
export async function addSignedInStaffMember(
  app: FastifyInstance,
  db: Db,
  input: { firmId: string; email: string; firstName?: string; lastName?: string; role?: TStaffRole },
): Promise<SignedInPerson> {
  const password = "Staff-Pass-2026";
  const userId = randomUUID();
  await insertCredentialUser(db, {
    id: userId,
    email: input.email,
    firstName: input.firstName ?? "Sipho",
    lastName: input.lastName ?? "Mokoena",
    passwordHash: await hashPassword(password),
    role: "user",
    isEmailVerified: true,
  });
  await insertFirmMember(db, {
    firmId: input.firmId,
    userId,
    role: input.role ?? "associate",
    isOwner: false,
  });
  const cookie = await signIn(app, input.email, password);
  const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
  return { user: me.json(), cookie, email: input.email, password };
}
