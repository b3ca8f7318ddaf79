export { usePreferences } from "./hooks/use-preferences";
export { useSavedTheme } from "./hooks/use-saved-theme";
export { describeFailure } from "./profile-messages";
export const loadProfilePage = () => import("./pages/profile-page");
export const loadVerifyEmailPage = () => import("./pages/verify-email-page");
export const loadAccountSecurityPanel = () => import("./components/account-security-panel");
