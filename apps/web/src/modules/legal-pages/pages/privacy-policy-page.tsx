import { ComingSoon } from "../../../ui/coming-soon";

export function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" hasHomeLink />;
}
