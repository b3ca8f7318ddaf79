import { ComingSoon } from "../../../ui/coming-soon";

export function PricingPage() {
  return <ComingSoon title="Pricing" hasHomeLink />;
}
