import { ComingSoon } from "../../../ui/coming-soon";

export function BillingPage() {
  return <ComingSoon title="Billing" eyebrow="Core operations" />;
}
