import type { TCurrentUser } from "@inkundla/shared";
import type { ReactElement } from "react";
import { Navigate, type RouteObject, useLocation, useRoutes, useSearchParams } from "react-router";
import { buildSignInPath, isPlatformAdmin, readReturnPath, useCurrentUser } from "../modules/auth";
import { FullScreenLoader } from "../ui/full-screen-loader";
import { AppLayout } from "./app-layout";
import * as Pages from "./lazy-pages";
import { ADMIN_HOME_PATH, isClientPortalUser } from "./navigation-links";
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
  { path: "client-portal/accept", element: <Pages.AcceptPortalInvitePage /> },
];

/** The firm's screens. A platform admin belongs to no firm: for the admin they lead to the admin area. */
const firmRoutes: RouteObject[] = [
  { path: "home", element: <Pages.HomeDashboardPage /> },
  { path: "legal-research", element: <Pages.LegalResearchPage /> },
  { path: "legal-research/documents/:documentId", element: <Pages.ResearchDocumentPage /> },
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
  { path: "contract-review/:analysisId", element: <Pages.ContractAnalysisReportPage /> },
  { path: "case-prediction", element: <Pages.CasePredictionPage /> },
  { path: "legal-writing", element: <Pages.LegalWritingPage /> },
  { path: "legal-word-processor", element: <Pages.WordProcessorPage /> },
  { path: "legal-spreadsheets", element: <Pages.SpreadsheetsPage /> },
  { path: "legal-presentations", element: <Pages.PresentationsPage /> },
  { path: "pdf-editor", element: <Pages.PdfEditorPage /> },
  { path: "staff", element: <Pages.StaffManagementPage /> },
  { path: "client-portal", element: <Pages.ClientPortalPage /> },
];

/** Every signed-in person's own screens (the admin dashboard refuses anyone but the platform admin). */
const accountRoutes: RouteObject[] = [
  { path: "profile", element: <Pages.ProfilePage /> },
  { path: "admin", element: <Pages.AdminDashboardPage /> },
];

/**
 * A client's contact person on the client portal: the portal is their home and their only screen;
 * every firm and account screen leads back to it.
 */
const clientPortalRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/client-portal" replace /> },
      { path: "login", element: <Navigate to="/client-portal" replace /> },
      { path: "client-portal", element: <Pages.ClientPortalPage /> },
      ...leadElsewhere(
        [...firmRoutes, ...accountRoutes].filter((route) => route.path !== "client-portal"),
        <Navigate to="/client-portal" replace />,
      ),
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** The same paths, each drawing `element` instead of its screen. */
function leadElsewhere(routes: RouteObject[], element: ReactElement): RouteObject[] {
  return routes.map((route) => ({ path: route.path, element }));
}

/**
 * Spec §2.1: the screens a signed-out visitor can reach. A signed-in screen (a bookmark, a link in an
 * e-mail) asks them to sign in and then opens; every other path is not found.
 */
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
      ...leadElsewhere([...firmRoutes, ...accountRoutes], <SignInFirst />),
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

const memberRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Pages.HomeDashboardPage /> },
      { path: "login", element: <ContinueAfterSignIn /> },
      ...firmRoutes,
      ...accountRoutes,
      { path: "pricing", element: <Pages.PricingPage /> },
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Spec §2.1: the platform admin lands on the admin dashboard and is kept out of the firm's screens. */
const platformAdminRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to={ADMIN_HOME_PATH} replace /> },
      { path: "login", element: <ContinueAfterSignIn /> },
      ...leadElsewhere(firmRoutes, <Navigate to={ADMIN_HOME_PATH} replace />),
      ...accountRoutes,
      { path: "pricing", element: <Pages.PricingPage /> },
      ...legalPageRoutes,
      ...emailLinkRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

function SignInFirst() {
  const location = useLocation();
  return <Navigate to={buildSignInPath(location)} replace />;
}

/** Someone already signed in who opens sign-in (a second tab, a stale link) goes where it would lead. */
function ContinueAfterSignIn() {
  const [searchParams] = useSearchParams();
  return <Navigate to={readReturnPath(searchParams)} replace />;
}

function selectRoutes(user: TCurrentUser | null): RouteObject[] {
  if (!user) return signedOutRoutes;
  if (isPlatformAdmin(user)) return platformAdminRoutes;
  return isClientPortalUser(user) ? clientPortalRoutes : memberRoutes;
}

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const routes = useRoutes(selectRoutes(user));
  if (isLoading) return <FullScreenLoader />;
  return routes;
}
