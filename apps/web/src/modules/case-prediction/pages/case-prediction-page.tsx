import { ComingSoon } from "../../../ui/coming-soon";

export function CasePredictionPage() {
  return <ComingSoon title="Case Prediction" eyebrow="AI tools" />;
}
