import { ComingSoon } from "../../../ui/coming-soon";

export function TrustAccountingPage() {
  return <ComingSoon title="Trust Accounting" eyebrow="Core operations" />;
}
