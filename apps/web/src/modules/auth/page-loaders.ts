/**
 * The module's screens, each loaded on demand in its own chunk. Kept apart from index.ts so that the
 * app's routes load a screen in one step, without first loading everything the index re-exports.
 */
export const loadLoginPage = () => import("./pages/login-page");
export const loadSignupPage = () => import("./pages/signup-page");
export const loadVerifyPage = () => import("./pages/verify-page");
export const loadForgotPasswordPage = () => import("./pages/forgot-password-page");
export const loadResetPasswordPage = () => import("./pages/reset-password-page");
