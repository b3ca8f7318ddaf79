import { lazyPage } from "../lib/lazy-page";
import { loadWelcomePage } from "../modules/admin/page-loaders";
import { loadAiAssistantPage } from "../modules/ai-assistant/page-loaders";
import { loadAdvancedAnalyticsPage } from "../modules/analytics/page-loaders";
import {
  loadForgotPasswordPage,
  loadLoginPage,
  loadResetPasswordPage,
  loadSignupPage,
  loadVerifyPage,
} from "../modules/auth/page-loaders";
import { loadBillingPage } from "../modules/billing/page-loaders";
import { loadCasePredictionPage } from "../modules/case-prediction/page-loaders";
import { loadAcceptPortalInvitePage, loadClientPortalPage } from "../modules/client-portal/page-loaders";
import { loadContactPage } from "../modules/contact/page-loaders";
import {
  loadContractAnalysisReportPage,
  loadContractReviewPage,
} from "../modules/contract-review/page-loaders";
import { loadCourtFilingPage } from "../modules/court-filing/page-loaders";
import { loadDemoPage } from "../modules/demo/page-loaders";
import { loadDevMailboxPage } from "../modules/dev-mailbox/page-loaders";
import { loadDocumentAutomationPage } from "../modules/document-automation/page-loaders";
import { loadFeatureGuidePage } from "../modules/feature-guide/page-loaders";
import { loadLandingPage } from "../modules/landing/page-loaders";
import {
  loadCookiePolicyPage,
  loadPrivacyPolicyPage,
  loadTermsOfServicePage,
} from "../modules/legal-pages/page-loaders";
import { loadLegalResearchPage, loadResearchDocumentPage } from "../modules/legal-research/page-loaders";
import { loadLegalWritingPage } from "../modules/legal-writing/page-loaders";
import {
  loadPdfEditorPage,
  loadPresentationsPage,
  loadSpreadsheetsPage,
  loadWordProcessorPage,
} from "../modules/office/page-loaders";
import { loadPricingPage } from "../modules/pricing/page-loaders";
import { loadProfilePage, loadVerifyEmailPage } from "../modules/profile/page-loaders";
import { loadAcceptInvitePage, loadStaffManagementPage } from "../modules/staff/page-loaders";
import { loadTrustAccountingPage } from "../modules/trust/page-loaders";

export const LandingPage = lazyPage(loadLandingPage, "LandingPage");
export const LoginPage = lazyPage(loadLoginPage, "LoginPage");
export const SignupPage = lazyPage(loadSignupPage, "SignupPage");
export const VerifyPage = lazyPage(loadVerifyPage, "VerifyPage");
export const ForgotPasswordPage = lazyPage(loadForgotPasswordPage, "ForgotPasswordPage");
export const ResetPasswordPage = lazyPage(loadResetPasswordPage, "ResetPasswordPage");
export const DevMailboxPage = lazyPage(loadDevMailboxPage, "DevMailboxPage");
export const DemoPage = lazyPage(loadDemoPage, "DemoPage");
export const ContactPage = lazyPage(loadContactPage, "ContactPage");
export const WelcomePage = lazyPage(loadWelcomePage, "WelcomePage");

export const HomeDashboardPage = lazyPage(
  () => import("../screens/home-dashboard-page"),
  "HomeDashboardPage",
);
export const AdminDashboardPage = lazyPage(
  () => import("../screens/admin-dashboard-page"),
  "AdminDashboardPage",
);
export const StaffManagementPage = lazyPage(loadStaffManagementPage, "StaffManagementPage");
export const AcceptInvitePage = lazyPage(loadAcceptInvitePage, "AcceptInvitePage");
export const ProfilePage = lazyPage(loadProfilePage, "ProfilePage");
export const VerifyEmailPage = lazyPage(loadVerifyEmailPage, "VerifyEmailPage");
export const PricingPage = lazyPage(loadPricingPage, "PricingPage");

export const LegalResearchPage = lazyPage(loadLegalResearchPage, "LegalResearchPage");
export const ResearchDocumentPage = lazyPage(loadResearchDocumentPage, "ResearchDocumentPage");
export const DocumentAutomationPage = lazyPage(loadDocumentAutomationPage, "DocumentAutomationPage");
export const PracticeManagementPage = lazyPage(
  () => import("../screens/practice-management-page"),
  "PracticeManagementPage",
);
export const ClientPage = lazyPage(() => import("../screens/client-page"), "ClientPage");
export const MatterPage = lazyPage(() => import("../screens/matter-page"), "MatterPage");
export const AiAssistantPage = lazyPage(loadAiAssistantPage, "AiAssistantPage");
export const FeatureGuidePage = lazyPage(loadFeatureGuidePage, "FeatureGuidePage");
export const TrustAccountingPage = lazyPage(loadTrustAccountingPage, "TrustAccountingPage");
export const BillingPage = lazyPage(loadBillingPage, "BillingPage");
export const CourtFilingPage = lazyPage(loadCourtFilingPage, "CourtFilingPage");
export const AdvancedAnalyticsPage = lazyPage(loadAdvancedAnalyticsPage, "AdvancedAnalyticsPage");
export const ContractReviewPage = lazyPage(loadContractReviewPage, "ContractReviewPage");
export const ContractAnalysisReportPage = lazyPage(
  loadContractAnalysisReportPage,
  "ContractAnalysisReportPage",
);
export const CasePredictionPage = lazyPage(loadCasePredictionPage, "CasePredictionPage");
export const LegalWritingPage = lazyPage(loadLegalWritingPage, "LegalWritingPage");

export const WordProcessorPage = lazyPage(loadWordProcessorPage, "WordProcessorPage");
export const SpreadsheetsPage = lazyPage(loadSpreadsheetsPage, "SpreadsheetsPage");
export const PresentationsPage = lazyPage(loadPresentationsPage, "PresentationsPage");
export const PdfEditorPage = lazyPage(loadPdfEditorPage, "PdfEditorPage");

export const PrivacyPolicyPage = lazyPage(loadPrivacyPolicyPage, "PrivacyPolicyPage");
export const TermsOfServicePage = lazyPage(loadTermsOfServicePage, "TermsOfServicePage");
export const CookiePolicyPage = lazyPage(loadCookiePolicyPage, "CookiePolicyPage");
export const ClientPortalPage = lazyPage(loadClientPortalPage, "ClientPortalPage");
export const AcceptPortalInvitePage = lazyPage(loadAcceptPortalInvitePage, "AcceptPortalInvitePage");
