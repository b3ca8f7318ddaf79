export { MatterPresentationsList } from "./components/matter-presentations-list";
export { PresentationsScreen } from "./components/presentations-screen";
export { PRESENTATIONS_PATH, presentationEditorPath } from "./presentation-paths";
export { presentationExportPath } from "./presentations.api";
