import { ComingSoon } from "../../../ui/coming-soon";

export function CourtFilingPage() {
  return <ComingSoon title="Court Filing" eyebrow="Core operations" />;
}
