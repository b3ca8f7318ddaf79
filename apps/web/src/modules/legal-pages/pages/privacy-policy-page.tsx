import { LegalPageLayout } from "../components/legal-page-layout";
import { defaultPrivacyPolicy } from "../legal-texts";

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      selectContent={(settings) => settings.privacyPolicyContent || defaultPrivacyPolicy(settings)}
    />
  );
}
