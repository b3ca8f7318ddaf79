export { GENERIC_ERROR_MESSAGE } from "./auth-messages";
export { firmAuthorityOf, getAvatarInitial, getDisplayName, isPlatformAdmin } from "./current-user";
export { CURRENT_USER_QUERY_KEY, useCurrentUser } from "./hooks/use-current-user";
export { REGISTRATION_REDIRECT_DELAY_MS } from "./hooks/use-register-account";
export { useSignOut } from "./hooks/use-sign-out";
export { buildSignInPath, readReturnPath } from "./return-path";
