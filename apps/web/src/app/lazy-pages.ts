import { type ComponentType, lazy } from "react";

/** Each screen is its own chunk; `React.lazy` needs a default export, so pick the named one. */
function lazyPage<TModule, TName extends keyof TModule>(
  loadModule: () => Promise<TModule>,
  name: TName,
): ComponentType {
  return lazy(async () => ({ default: (await loadModule())[name] as ComponentType }));
}

export const LandingPage = lazyPage(() => import("../modules/landing/pages/landing-page"), "LandingPage");
export const LoginPage = lazyPage(() => import("../modules/auth/pages/login-page"), "LoginPage");
export const SignupPage = lazyPage(() => import("../modules/auth/pages/signup-page"), "SignupPage");
export const VerifyPage = lazyPage(() => import("../modules/auth/pages/verify-page"), "VerifyPage");
export const ForgotPasswordPage = lazyPage(
  () => import("../modules/auth/pages/forgot-password-page"),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyPage(
  () => import("../modules/auth/pages/reset-password-page"),
  "ResetPasswordPage",
);
export const DevMailboxPage = lazyPage(
  () => import("../modules/dev-mailbox/pages/dev-mailbox-page"),
  "DevMailboxPage",
);
export const DemoPage = lazyPage(() => import("../modules/demo/pages/demo-page"), "DemoPage");
export const ContactPage = lazyPage(() => import("../modules/contact/pages/contact-page"), "ContactPage");
export const WelcomePage = lazyPage(() => import("../modules/admin/pages/welcome-page"), "WelcomePage");

export const HomeDashboardPage = lazyPage(
  () => import("../modules/dashboard/pages/home-dashboard-page"),
  "HomeDashboardPage",
);
export const AdminDashboardPage = lazyPage(
  () => import("../modules/admin/pages/admin-dashboard-page"),
  "AdminDashboardPage",
);
export const StaffManagementPage = lazyPage(
  () => import("../modules/staff/pages/staff-management-page"),
  "StaffManagementPage",
);
export const AcceptInvitePage = lazyPage(
  () => import("../modules/staff/pages/accept-invite-page"),
  "AcceptInvitePage",
);
export const ProfilePage = lazyPage(() => import("../modules/profile/pages/profile-page"), "ProfilePage");
export const VerifyEmailPage = lazyPage(
  () => import("../modules/profile/pages/verify-email-page"),
  "VerifyEmailPage",
);
export const PricingPage = lazyPage(() => import("../modules/pricing/pages/pricing-page"), "PricingPage");

export const LegalResearchPage = lazyPage(
  () => import("../modules/legal-research/pages/legal-research-page"),
  "LegalResearchPage",
);
export const DocumentAutomationPage = lazyPage(
  () => import("../modules/document-automation/pages/document-automation-page"),
  "DocumentAutomationPage",
);
export const PracticeManagementPage = lazyPage(
  () => import("../modules/practice/pages/practice-management-page"),
  "PracticeManagementPage",
);
export const ClientPage = lazyPage(() => import("../modules/clients/pages/client-page"), "ClientPage");
export const MatterPage = lazyPage(() => import("../modules/matters/pages/matter-page"), "MatterPage");
export const AiAssistantPage = lazyPage(
  () => import("../modules/ai-assistant/pages/ai-assistant-page"),
  "AiAssistantPage",
);
export const FeatureGuidePage = lazyPage(
  () => import("../modules/feature-guide/pages/feature-guide-page"),
  "FeatureGuidePage",
);
export const TrustAccountingPage = lazyPage(
  () => import("../modules/trust/pages/trust-accounting-page"),
  "TrustAccountingPage",
);
export const BillingPage = lazyPage(() => import("../modules/billing/pages/billing-page"), "BillingPage");
export const CourtFilingPage = lazyPage(
  () => import("../modules/court-filing/pages/court-filing-page"),
  "CourtFilingPage",
);
export const AdvancedAnalyticsPage = lazyPage(
  () => import("../modules/analytics/pages/advanced-analytics-page"),
  "AdvancedAnalyticsPage",
);
export const ContractReviewPage = lazyPage(
  () => import("../modules/contract-review/pages/contract-review-page"),
  "ContractReviewPage",
);
export const CasePredictionPage = lazyPage(
  () => import("../modules/case-prediction/pages/case-prediction-page"),
  "CasePredictionPage",
);
export const LegalWritingPage = lazyPage(
  () => import("../modules/legal-writing/pages/legal-writing-page"),
  "LegalWritingPage",
);

export const WordProcessorPage = lazyPage(
  () => import("../modules/office/pages/word-processor-page"),
  "WordProcessorPage",
);
export const SpreadsheetsPage = lazyPage(
  () => import("../modules/office/pages/spreadsheets-page"),
  "SpreadsheetsPage",
);
export const PresentationsPage = lazyPage(
  () => import("../modules/office/pages/presentations-page"),
  "PresentationsPage",
);
export const PdfEditorPage = lazyPage(
  () => import("../modules/office/pages/pdf-editor-page"),
  "PdfEditorPage",
);

export const PrivacyPolicyPage = lazyPage(
  () => import("../modules/legal-pages/pages/privacy-policy-page"),
  "PrivacyPolicyPage",
);
export const TermsOfServicePage = lazyPage(
  () => import("../modules/legal-pages/pages/terms-of-service-page"),
  "TermsOfServicePage",
);
export const CookiePolicyPage = lazyPage(
  () => import("../modules/legal-pages/pages/cookie-policy-page"),
  "CookiePolicyPage",
);
