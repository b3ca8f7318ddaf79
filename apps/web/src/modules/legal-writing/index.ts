export const loadLegalWritingPage = () => import("./pages/legal-writing-page");
