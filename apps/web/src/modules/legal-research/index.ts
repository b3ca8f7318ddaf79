export const loadLegalResearchPage = () => import("./pages/legal-research-page");
