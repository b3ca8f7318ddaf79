import { ComingSoon } from "../../../ui/coming-soon";

export function ContractReviewPage() {
  return <ComingSoon title="Contract Review" eyebrow="AI tools" />;
}
