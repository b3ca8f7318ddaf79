export const loadFeatureGuidePage = () => import("./pages/feature-guide-page");
