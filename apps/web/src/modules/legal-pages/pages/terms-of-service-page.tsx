import { LegalPageLayout } from "../components/legal-page-layout";
import { defaultTermsOfService } from "../legal-texts";

export function TermsOfServicePage() {
  return (
    <LegalPageLayout
      title="Terms of Service"
      selectContent={(settings) => settings.termsOfServiceContent || defaultTermsOfService(settings)}
      selectAppendix={(settings) =>
        settings.legalDisclaimer ? { title: "Legal Disclaimer", content: settings.legalDisclaimer } : null
      }
    />
  );
}
