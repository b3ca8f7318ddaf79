export const loadCourtFilingPage = () => import("./pages/court-filing-page");
