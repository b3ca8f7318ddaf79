import type {
  TCurrentUser,
  TLoginRequest,
  TRegisterRequest,
  TTwoFactorChallenge,
  TTwoFactorSignInRequest,
} from "@inkundla/shared";
import { apiJson, apiRequest, readApiErrorStatus } from "../../lib/api-client";

export const CURRENT_USER_PATH = "/api/auth/user";

/** Spec §4: a 401 means nobody is signed in; it is an answer, not an error. */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  try {
    return await apiJson<TCurrentUser>("GET", CURRENT_USER_PATH);
  } catch (error) {
    if (readApiErrorStatus(error) === 401) return null;
    throw error;
  }
}

/** A right password answers the user, or asks for the second factor when the account has it on. */
export function signIn(request: TLoginRequest): Promise<{ user: TCurrentUser } | TTwoFactorChallenge> {
  return apiJson("POST", "/api/auth/login", request);
}

/** The code step of signing in: an authenticator app code or a recovery code. */
export function completeTwoFactorSignIn(request: TTwoFactorSignInRequest): Promise<{ user: TCurrentUser }> {
  return apiJson("POST", "/api/auth/two-factor", request);
}

export function registerAccount(request: TRegisterRequest): Promise<{ user: TCurrentUser }> {
  return apiJson("POST", "/api/auth/register", request);
}

export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}
