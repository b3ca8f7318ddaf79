export { MatterResearchNotesPanel } from "./components/matter-research-notes-panel";
export const loadLegalResearchPage = () => import("./pages/legal-research-page");
export const loadResearchDocumentPage = () => import("./pages/research-document-page");
