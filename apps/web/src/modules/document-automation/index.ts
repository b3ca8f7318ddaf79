export const loadDocumentAutomationPage = () => import("./pages/document-automation-page");
