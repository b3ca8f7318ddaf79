import type { TCurrentUser } from "@inkundla/shared";
import type { ReactElement } from "react";
import { useEffect } from "react";
import {
  matchRoutes,
  Navigate,
  type RouteObject,
  useLocation,
  useRoutes,
  useSearchParams,
} from "react-router";
import type { LazyPage } from "../lib/lazy-page";
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

/** A screen at its path: its route draws it, and its code can be loaded before the route is known. */
type PageRoute = { path: string; Page: LazyPage };

const routesOf = (pages: PageRoute[]): RouteObject[] =>
  pages.map(({ path, Page }) => ({ path, element: <Page /> }));

/** The firm's screens. A platform admin belongs to no firm: for the admin they lead to the admin area. */
const firmPages: PageRoute[] = [
  { path: "home", Page: Pages.HomeDashboardPage },
  { path: "legal-research", Page: Pages.LegalResearchPage },
  { path: "legal-research/documents/:documentId", Page: Pages.ResearchDocumentPage },
  { path: "document-automation", Page: Pages.DocumentAutomationPage },
  { path: "practice", Page: Pages.PracticeManagementPage },
  { path: "practice/clients/:clientId", Page: Pages.ClientPage },
  { path: "practice/matters/:matterId", Page: Pages.MatterPage },
  { path: "practice-management", Page: Pages.PracticeManagementPage },
  { path: "ai-assistant", Page: Pages.AiAssistantPage },
  { path: "feature-guide", Page: Pages.FeatureGuidePage },
  { path: "trust-accounting", Page: Pages.TrustAccountingPage },
  { path: "billing", Page: Pages.BillingPage },
  { path: "court-filing", Page: Pages.CourtFilingPage },
  { path: "advanced-analytics", Page: Pages.AdvancedAnalyticsPage },
  { path: "contract-review", Page: Pages.ContractReviewPage },
  { path: "contract-review/:analysisId", Page: Pages.ContractAnalysisReportPage },
  { path: "case-prediction", Page: Pages.CasePredictionPage },
  { path: "legal-writing", Page: Pages.LegalWritingPage },
  { path: "legal-word-processor", Page: Pages.WordProcessorPage },
  { path: "legal-spreadsheets", Page: Pages.SpreadsheetsPage },
  { path: "legal-presentations", Page: Pages.PresentationsPage },
  { path: "pdf-editor", Page: Pages.PdfEditorPage },
  { path: "staff", Page: Pages.StaffManagementPage },
  { path: "client-portal", Page: Pages.ClientPortalPage },
];

/** Every signed-in person's own screens (the admin dashboard refuses anyone but the platform admin). */
const accountPages: PageRoute[] = [
  { path: "profile", Page: Pages.ProfilePage },
  { path: "admin", Page: Pages.AdminDashboardPage },
];

const firmRoutes = routesOf(firmPages);
const accountRoutes = routesOf(accountPages);

/** The screens a signed-in member reaches by address, the home dashboard at the root. */
const memberPages: PageRoute[] = [
  { path: "/", Page: Pages.HomeDashboardPage },
  ...firmPages,
  ...accountPages,
];

/**
 * The screen a signed-in member sees at `pathname` (null for none). AppRoutes starts loading its code
 * while the sign-in check is still under way: opened from a bookmark or a link, a screen's code would
 * otherwise wait for the check and the layout before being asked for.
 */
export function memberPageAt(pathname: string): LazyPage | null {
  return matchRoutes(memberPages, pathname)?.at(-1)?.route.Page ?? null;
}

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
  const { pathname } = useLocation();
  const routes = useRoutes(selectRoutes(user));
  // The address the app was opened at: its screen's code loads alongside the sign-in check.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened at
  useEffect(() => {
    void memberPageAt(pathname)
      ?.preload()
      .catch(() => undefined);
  }, []);
  if (isLoading) return <FullScreenLoader />;
  return routes;
}
