/** A document drafted by the AI engine, with which engine made it; the AI assistant shows its templates so. */
export { AiDraftResult } from "./components/ai-draft-result";
/** The AI assistant's Template Generation request (one of six types), stored as a firm document. */
export { useAssistantTemplate } from "./hooks/use-document-generation";
