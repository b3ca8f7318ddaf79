import { lazyPage } from "../lib/lazy-page";

export const LandingPage = lazyPage(
  () => import("../modules/landing").then((landing) => landing.loadLandingPage()),
  "LandingPage",
);
export const LoginPage = lazyPage(
  () => import("../modules/auth").then((auth) => auth.loadLoginPage()),
  "LoginPage",
);
export const SignupPage = lazyPage(
  () => import("../modules/auth").then((auth) => auth.loadSignupPage()),
  "SignupPage",
);
export const VerifyPage = lazyPage(
  () => import("../modules/auth").then((auth) => auth.loadVerifyPage()),
  "VerifyPage",
);
export const ForgotPasswordPage = lazyPage(
  () => import("../modules/auth").then((auth) => auth.loadForgotPasswordPage()),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyPage(
  () => import("../modules/auth").then((auth) => auth.loadResetPasswordPage()),
  "ResetPasswordPage",
);
export const DevMailboxPage = lazyPage(
  () => import("../modules/dev-mailbox").then((devMailbox) => devMailbox.loadDevMailboxPage()),
  "DevMailboxPage",
);
export const DemoPage = lazyPage(
  () => import("../modules/demo").then((demo) => demo.loadDemoPage()),
  "DemoPage",
);
export const ContactPage = lazyPage(
  () => import("../modules/contact").then((contact) => contact.loadContactPage()),
  "ContactPage",
);
export const WelcomePage = lazyPage(
  () => import("../modules/admin").then((admin) => admin.loadWelcomePage()),
  "WelcomePage",
);

export const HomeDashboardPage = lazyPage(
  () => import("../screens/home-dashboard-page"),
  "HomeDashboardPage",
);
export const AdminDashboardPage = lazyPage(
  () => import("../screens/admin-dashboard-page"),
  "AdminDashboardPage",
);
export const StaffManagementPage = lazyPage(
  () => import("../modules/staff").then((staff) => staff.loadStaffManagementPage()),
  "StaffManagementPage",
);
export const AcceptInvitePage = lazyPage(
  () => import("../modules/staff").then((staff) => staff.loadAcceptInvitePage()),
  "AcceptInvitePage",
);
export const ProfilePage = lazyPage(
  () => import("../modules/profile").then((profile) => profile.loadProfilePage()),
  "ProfilePage",
);
export const VerifyEmailPage = lazyPage(
  () => import("../modules/profile").then((profile) => profile.loadVerifyEmailPage()),
  "VerifyEmailPage",
);
export const PricingPage = lazyPage(
  () => import("../modules/pricing").then((pricing) => pricing.loadPricingPage()),
  "PricingPage",
);

export const LegalResearchPage = lazyPage(
  () => import("../modules/legal-research").then((legalResearch) => legalResearch.loadLegalResearchPage()),
  "LegalResearchPage",
);
export const ResearchDocumentPage = lazyPage(
  () => import("../modules/legal-research").then((legalResearch) => legalResearch.loadResearchDocumentPage()),
  "ResearchDocumentPage",
);
export const DocumentAutomationPage = lazyPage(
  () =>
    import("../modules/document-automation").then((documentAutomation) =>
      documentAutomation.loadDocumentAutomationPage(),
    ),
  "DocumentAutomationPage",
);
export const PracticeManagementPage = lazyPage(
  () => import("../screens/practice-management-page"),
  "PracticeManagementPage",
);
export const ClientPage = lazyPage(() => import("../screens/client-page"), "ClientPage");
export const MatterPage = lazyPage(() => import("../screens/matter-page"), "MatterPage");
export const AiAssistantPage = lazyPage(
  () => import("../modules/ai-assistant").then((aiAssistant) => aiAssistant.loadAiAssistantPage()),
  "AiAssistantPage",
);
export const FeatureGuidePage = lazyPage(
  () => import("../modules/feature-guide").then((featureGuide) => featureGuide.loadFeatureGuidePage()),
  "FeatureGuidePage",
);
export const TrustAccountingPage = lazyPage(
  () => import("../modules/trust").then((trust) => trust.loadTrustAccountingPage()),
  "TrustAccountingPage",
);
export const BillingPage = lazyPage(
  () => import("../modules/billing").then((billing) => billing.loadBillingPage()),
  "BillingPage",
);
export const CourtFilingPage = lazyPage(
  () => import("../modules/court-filing").then((courtFiling) => courtFiling.loadCourtFilingPage()),
  "CourtFilingPage",
);
export const AdvancedAnalyticsPage = lazyPage(
  () => import("../modules/analytics").then((analytics) => analytics.loadAdvancedAnalyticsPage()),
  "AdvancedAnalyticsPage",
);
export const ContractReviewPage = lazyPage(
  () =>
    import("../modules/contract-review").then((contractReview) => contractReview.loadContractReviewPage()),
  "ContractReviewPage",
);
export const ContractAnalysisReportPage = lazyPage(
  () =>
    import("../modules/contract-review").then((contractReview) =>
      contractReview.loadContractAnalysisReportPage(),
    ),
  "ContractAnalysisReportPage",
);
export const CasePredictionPage = lazyPage(
  () =>
    import("../modules/case-prediction").then((casePrediction) => casePrediction.loadCasePredictionPage()),
  "CasePredictionPage",
);
export const LegalWritingPage = lazyPage(
  () => import("../modules/legal-writing").then((legalWriting) => legalWriting.loadLegalWritingPage()),
  "LegalWritingPage",
);

export const WordProcessorPage = lazyPage(
  () => import("../modules/office").then((office) => office.loadWordProcessorPage()),
  "WordProcessorPage",
);
export const SpreadsheetsPage = lazyPage(
  () => import("../modules/office").then((office) => office.loadSpreadsheetsPage()),
  "SpreadsheetsPage",
);
export const PresentationsPage = lazyPage(
  () => import("../modules/office").then((office) => office.loadPresentationsPage()),
  "PresentationsPage",
);
export const PdfEditorPage = lazyPage(
  () => import("../modules/office").then((office) => office.loadPdfEditorPage()),
  "PdfEditorPage",
);

export const PrivacyPolicyPage = lazyPage(
  () => import("../modules/legal-pages").then((legalPages) => legalPages.loadPrivacyPolicyPage()),
  "PrivacyPolicyPage",
);
export const TermsOfServicePage = lazyPage(
  () => import("../modules/legal-pages").then((legalPages) => legalPages.loadTermsOfServicePage()),
  "TermsOfServicePage",
);
export const CookiePolicyPage = lazyPage(
  () => import("../modules/legal-pages").then((legalPages) => legalPages.loadCookiePolicyPage()),
  "CookiePolicyPage",
);
export const ClientPortalPage = lazyPage(
  () => import("../modules/client-portal").then((portal) => portal.loadClientPortalPage()),
  "ClientPortalPage",
);
export const AcceptPortalInvitePage = lazyPage(
  () => import("../modules/client-portal").then((portal) => portal.loadAcceptPortalInvitePage()),
  "AcceptPortalInvitePage",
);
