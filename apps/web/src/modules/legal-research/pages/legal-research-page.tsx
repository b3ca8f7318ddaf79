import { ComingSoon } from "../../../ui/coming-soon";

export function LegalResearchPage() {
  return <ComingSoon title="Legal Research" eyebrow="AI tools" />;
}
