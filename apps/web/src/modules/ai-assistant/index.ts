export const loadAiAssistantPage = () => import("./pages/ai-assistant-page");
