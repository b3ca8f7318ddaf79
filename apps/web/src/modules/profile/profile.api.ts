import type {
  TChangePasswordRequest,
  TTwoFactorConfirmRequest,
  TTwoFactorPasswordRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
  TUpdatePreferencesRequest,
  TUpdateProfileRequest,
  TUserPreferences,
  TUserProfile,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const PROFILE_QUERY_KEY = ["/api/user/profile"] as const;
export const PREFERENCES_QUERY_KEY = ["/api/user/preferences"] as const;

export function updateProfile(request: TUpdateProfileRequest): Promise<TUserProfile> {
  return apiJson("PUT", "/api/user/profile", request);
}

export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return apiJson("POST", "/api/user/email/confirm", { token });
}

export function changePassword(request: TChangePasswordRequest): Promise<{ ok: true }> {
  return apiJson("POST", "/api/user/password", request);
}

export function beginTwoFactorSetup(request: TTwoFactorPasswordRequest): Promise<TTwoFactorSetup> {
  return apiJson("POST", "/api/user/two-factor/enable", request);
}

export function confirmTwoFactorSetup(request: TTwoFactorConfirmRequest): Promise<TTwoFactorStatus> {
  return apiJson("POST", "/api/user/two-factor/confirm", request);
}

export function disableTwoFactor(request: TTwoFactorPasswordRequest): Promise<TTwoFactorStatus> {
  return apiJson("POST", "/api/user/two-factor/disable", request);
}

export function updatePreferences(request: TUpdatePreferencesRequest): Promise<TUserPreferences> {
  return apiJson("PUT", "/api/user/preferences", request);
}
