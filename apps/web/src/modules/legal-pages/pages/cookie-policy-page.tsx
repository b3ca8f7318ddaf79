import { LegalPageLayout } from "../components/legal-page-layout";
import { defaultCookiePolicy } from "../legal-texts";

/** Entity Settings has no cookie text: which cookies exist is a fact of the platform, not the operator's choice. */
export function CookiePolicyPage() {
  return <LegalPageLayout title="Cookie Policy" selectContent={defaultCookiePolicy} />;
}
