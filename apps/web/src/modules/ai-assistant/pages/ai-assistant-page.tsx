import { ComingSoon } from "../../../ui/coming-soon";

export function AiAssistantPage() {
  return <ComingSoon title="AI Assistant" eyebrow="AI tools" />;
}
