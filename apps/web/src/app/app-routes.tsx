import { Navigate, type RouteObject, useRoutes } from "react-router";
import { isPlatformAdmin } from "../modules/auth/current-user";
import { useCurrentUser } from "../modules/auth/hooks/use-current-user";
import { FullScreenLoader } from "../ui/full-screen-loader";
import { AppLayout } from "./app-layout";
import * as Pages from "./lazy-pages";
import { NotFoundPage } from "./not-found-page";

const legalPageRoutes: RouteObject[] = [
  { path: "privacy-policy", element: <Pages.PrivacyPolicyPage /> },
  { path: "terms-of-service", element: <Pages.TermsOfServicePage /> },
  { path: "cookie-policy", element: <Pages.CookiePolicyPage /> },
  { path: "terms", element: <Navigate to="/terms-of-service" replace /> },
  { path: "privacy", element: <Navigate to="/privacy-policy" replace /> },
  { path: "contact", element: <Pages.ContactPage /> },
];

/** Reachable signed in or out: e-mailed links (verification, staff invitation) and, outside production, the dev mailbox. */
const emailLinkRoutes: RouteObject[] = [
  { path: "verify", element: <Pages.VerifyPage /> },
  { path: "reset-password", element: <Pages.ResetPasswordPage /> },
  { path: "dev/mailbox", element: <Pages.DevMailboxPage /> },
  { path: "welcome", element: <Pages.WelcomePage /> },
  { path: "accept-invite", element: <Pages.AcceptInvitePage /> },
  { path: "verify-email", element: <Pages.VerifyEmailPage /> },
];

/** Spec §2.1: the screens a signed-out visitor can reach; every other path is not found. */
const signedOutRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Pages.LandingPage /> },
      { path: "login", element: <Pages.LoginPage /> },
      { path: "pricing", element: <Pages.PricingPage /> },
      { path: "signup", element: <Pages.SignupPage /> },
      { path: "forgot-password", element: <Pages.ForgotPasswordPage /> },
      { path: "demo", element: <Pages.DemoPage /> },
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

const signedInRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <SignedInHome /> },
      { path: "home", element: <Pages.HomeDashboardPage /> },
      { path: "login", element: <Navigate to="/" replace /> },
      { path: "legal-research", element: <Pages.LegalResearchPage /> },
      { path: "document-automation", element: <Pages.DocumentAutomationPage /> },
      { path: "practice", element: <Pages.PracticeManagementPage /> },
      { path: "practice/clients/:clientId", element: <Pages.ClientPage /> },
      { path: "practice/matters/:matterId", element: <Pages.MatterPage /> },
      { path: "practice-management", element: <Pages.PracticeManagementPage /> },
      { path: "ai-assistant", element: <Pages.AiAssistantPage /> },
      { path: "feature-guide", element: <Pages.FeatureGuidePage /> },
      { path: "trust-accounting", element: <Pages.TrustAccountingPage /> },
      { path: "billing", element: <Pages.BillingPage /> },
      { path: "court-filing", element: <Pages.CourtFilingPage /> },
      { path: "advanced-analytics", element: <Pages.AdvancedAnalyticsPage /> },
      { path: "contract-review", element: <Pages.ContractReviewPage /> },
      { path: "case-prediction", element: <Pages.CasePredictionPage /> },
      { path: "legal-writing", element: <Pages.LegalWritingPage /> },
      { path: "legal-word-processor", element: <Pages.WordProcessorPage /> },
      { path: "legal-spreadsheets", element: <Pages.SpreadsheetsPage /> },
      { path: "legal-presentations", element: <Pages.PresentationsPage /> },
      { path: "pdf-editor", element: <Pages.PdfEditorPage /> },
      { path: "pricing", element: <Pages.PricingPage /> },
      { path: "profile", element: <Pages.ProfilePage /> },
      { path: "admin", element: <Pages.AdminDashboardPage /> },
      { path: "staff", element: <Pages.StaffManagementPage /> },
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

function SignedInHome() {
  const { user } = useCurrentUser();
  return user && isPlatformAdmin(user) ? <Pages.AdminDashboardPage /> : <Pages.HomeDashboardPage />;
}

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const routes = useRoutes(user ? signedInRoutes : signedOutRoutes);
  if (isLoading) return <FullScreenLoader />;
  return routes;
}
