import type {
  TForgotPasswordRequest,
  TResendVerificationRequest,
  TResetPasswordRequest,
  TSignupMessageResponse,
  TSignupRequest,
  TVerifySignupRequest,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export function signUpFirm(request: TSignupRequest): Promise<TSignupMessageResponse> {
  return apiJson("POST", "/api/auth/signup", request);
}

export function verifySignup(request: TVerifySignupRequest): Promise<TSignupMessageResponse> {
  return apiJson("POST", "/api/auth/verify", request);
}

export function resendVerification(request: TResendVerificationRequest): Promise<TSignupMessageResponse> {
  return apiJson("POST", "/api/auth/resend-verification", request);
}

export function requestPasswordReset(request: TForgotPasswordRequest): Promise<TSignupMessageResponse> {
  return apiJson("POST", "/api/auth/forgot-password", request);
}

export function resetPassword(request: TResetPasswordRequest): Promise<TSignupMessageResponse> {
  return apiJson("POST", "/api/auth/reset-password", request);
}
