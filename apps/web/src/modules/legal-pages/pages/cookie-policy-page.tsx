import { ComingSoon } from "../../../ui/coming-soon";

export function CookiePolicyPage() {
  return <ComingSoon title="Cookie Policy" hasHomeLink />;
}
