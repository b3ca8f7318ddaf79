import { ComingSoon } from "../../../ui/coming-soon";

export function LegalWritingPage() {
  return <ComingSoon title="Legal Writing" eyebrow="AI tools" />;
}
