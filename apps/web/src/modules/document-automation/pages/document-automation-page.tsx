import { ComingSoon } from "../../../ui/coming-soon";

export function DocumentAutomationPage() {
  return <ComingSoon title="Document Automation" eyebrow="AI tools" />;
}
