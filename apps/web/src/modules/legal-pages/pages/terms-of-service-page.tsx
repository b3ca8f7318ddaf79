import { ComingSoon } from "../../../ui/coming-soon";

export function TermsOfServicePage() {
  return <ComingSoon title="Terms of Service" hasHomeLink />;
}
