export const loadLandingPage = () => import("./pages/landing-page");
