export const loadPrivacyPolicyPage = () => import("./pages/privacy-policy-page");
export const loadTermsOfServicePage = () => import("./pages/terms-of-service-page");
export const loadCookiePolicyPage = () => import("./pages/cookie-policy-page");
