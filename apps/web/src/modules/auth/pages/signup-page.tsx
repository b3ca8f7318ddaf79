import { ComingSoon } from "../../../ui/coming-soon";

export function SignupPage() {
  return <ComingSoon title="Sign Up" hasHomeLink />;
}
