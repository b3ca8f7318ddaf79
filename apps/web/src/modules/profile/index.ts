export { usePreferences } from "./hooks/use-preferences";
export { useSavedTheme } from "./hooks/use-saved-theme";
export { describeFailure } from "./profile-messages";
export const loadAccountSecurityPanel = () => import("./components/account-security-panel");
