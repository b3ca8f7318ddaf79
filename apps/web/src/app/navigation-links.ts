export interface NavigationLink {
  label: string;
  href: string;
}

export const SIGNED_OUT_LINKS: readonly NavigationLink[] = [
  { label: "Pricing", href: "/pricing" },
  { label: "Login", href: "/login" },
  { label: "Get Started", href: "/signup" },
];

const SIGNED_IN_LINKS: readonly NavigationLink[] = [
  { label: "Dashboard", href: "/home" },
  { label: "Legal Research", href: "/legal-research" },
  { label: "AI Assistant", href: "/ai-assistant" },
  { label: "Documents", href: "/document-automation" },
  { label: "Practice", href: "/practice" },
  { label: "Contract Review", href: "/contract-review" },
  { label: "Legal Writing", href: "/legal-writing" },
  { label: "Billing", href: "/billing" },
];

const ADMIN_LINK: NavigationLink = { label: "Admin", href: "/admin" };

export function listSignedInLinks(isAdmin: boolean): readonly NavigationLink[] {
  return isAdmin ? [...SIGNED_IN_LINKS, ADMIN_LINK] : SIGNED_IN_LINKS;
}

/** Spec §2.2: the dashboard link also counts as active on `/`. */
export function isLinkActive(href: string, pathname: string): boolean {
  if (href === "/home" && pathname === "/") return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
