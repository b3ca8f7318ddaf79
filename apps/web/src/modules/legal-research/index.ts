export { type MatterChoice, MatterPicker } from "./components/matter-picker";
export { MatterResearchNotesPanel } from "./components/matter-research-notes-panel";
/** The reader's address for a document, at a passage and with the words to mark. */
export { readerPath } from "./research-search-params";
