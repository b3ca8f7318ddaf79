import type { TCurrentUser } from "@inkundla/shared";
import { findModuleAt } from "../lib/product-modules";

export interface NavigationLink {
  label: string;
  href: string;
  /** Its screen only says "Coming soon" for now. */
  isComingSoon?: boolean;
}

export const SIGNED_OUT_LINKS: readonly NavigationLink[] = [
  { label: "Pricing", href: "/pricing" },
  { label: "Login", href: "/login" },
  { label: "Get Started", href: "/signup" },
];

/** Where a platform admin lands: the admin belongs to no firm, so the firm's screens lead here. */
export const ADMIN_HOME_PATH = "/admin";

const DASHBOARD_LINK: NavigationLink = { label: "Dashboard", href: "/home" };

/** Spec §2.2's feature links; whether each is live comes from the module registry. */
const FEATURE_LINKS: readonly NavigationLink[] = [
  { label: "Legal Research", href: "/legal-research" },
  { label: "AI Assistant", href: "/ai-assistant" },
  { label: "Documents", href: "/document-automation" },
  { label: "Practice", href: "/practice" },
  { label: "Contract Review", href: "/contract-review" },
  { label: "Legal Writing", href: "/legal-writing" },
  { label: "Billing", href: "/billing" },
];

const ADMIN_LINKS: readonly NavigationLink[] = [{ label: "Admin", href: ADMIN_HOME_PATH }];

/** A firm's links: what works first, then what is coming, marked as such. */
function listFirmLinks(): NavigationLink[] {
  const links = FEATURE_LINKS.map((link) => ({
    ...link,
    isComingSoon: findModuleAt(link.href)?.isLive === false,
  }));
  return [
    DASHBOARD_LINK,
    ...links.filter((link) => !link.isComingSoon),
    ...links.filter((link) => link.isComingSoon),
  ];
}

/** A client's contact person on the client portal sees only the portal. */
export const CLIENT_PORTAL_LINKS: readonly NavigationLink[] = [
  { label: "Client Portal", href: "/client-portal" },
];

/**
 * A client portal user: signed in, but neither the platform admin nor a member of a firm. The server
 * refuses such a person everything but the portal's calls and their own account's.
 */
export function isClientPortalUser(user: Pick<TCurrentUser, "role" | "firmId">): boolean {
  return user.role !== "admin" && user.firmId === null;
}

/** A platform admin sees only the admin area; everyone else the firm's screens. */
export function listSignedInLinks(isAdmin: boolean): readonly NavigationLink[] {
  return isAdmin ? ADMIN_LINKS : listFirmLinks();
}

/** Spec §2.2: the dashboard link also counts as active on `/`. */
export function isLinkActive(href: string, pathname: string): boolean {
  if (href === "/home" && pathname === "/") return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
