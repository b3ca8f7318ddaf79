import type { TCurrentUser, TLoginRequest, TRegisterRequest } from "@inkundla/shared";
import { apiJson, apiRequest, throwIfResponseNotOk } from "../../lib/api-client";

export const CURRENT_USER_PATH = "/api/auth/user";

/** Spec §4: a 401 means nobody is signed in; it is an answer, not an error. */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  const response = await fetch(CURRENT_USER_PATH, { credentials: "include" });
  if (response.status === 401) return null;
  await throwIfResponseNotOk(response);
  return (await response.json()) as TCurrentUser;
}

export function signIn(request: TLoginRequest): Promise<{ user: TCurrentUser }> {
  return apiJson("POST", "/api/auth/login", request);
}

export function registerAccount(request: TRegisterRequest): Promise<{ user: TCurrentUser }> {
  return apiJson("POST", "/api/auth/register", request);
}

export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}
