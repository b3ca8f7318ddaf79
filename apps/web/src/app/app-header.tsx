import { Badge, Burger, Button, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { lazyComponent } from "../lib/lazy-page";
import { isPlatformAdmin, useCurrentUser } from "../modules/auth";
import { AccountSummary } from "./account-summary";
import classes from "./app-header.module.css";
import {
  CLIENT_PORTAL_LINKS,
  isClientPortalUser,
  isLinkActive,
  listSignedInLinks,
  type NavigationLink,
  SIGNED_OUT_LINKS,
} from "./navigation-links";

const MENU_ID = "app-navigation-menu";

// Its own chunk: the landing page and the sign-in screens never load it.
const NotificationBell = lazyComponent(
  () => import("../modules/notifications").then((notifications) => notifications.loadNotificationBell()),
  "NotificationBell",
);

export function AppHeader() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const [isMenuOpen, menu] = useDisclosure(false);
  const links = !user
    ? SIGNED_OUT_LINKS
    : isClientPortalUser(user)
      ? CLIENT_PORTAL_LINKS
      : listSignedInLinks(isPlatformAdmin(user));

  return (
    <header className={classes.header}>
      <div
        className={classes.bar}
        data-layout={user ? "full" : "compact"}
        data-menu-open={isMenuOpen || undefined}
      >
        <Link to="/" className={classes.brand} onClick={menu.close}>
          Inkundla
        </Link>
        <Burger
          className={classes.burger}
          hiddenFrom="sm"
          size="sm"
          opened={isMenuOpen}
          onClick={menu.toggle}
          aria-label="Toggle navigation"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
        />
        <nav id={MENU_ID} aria-label="Main" className={classes.links}>
          {links.map((link) => (
            <HeaderLink
              key={link.href}
              link={link}
              isActive={isLinkActive(link.href, pathname)}
              onNavigate={menu.close}
            />
          ))}
        </nav>
        {user ? (
          <div className={classes.account}>
            {/* Notifications are a firm member's: the platform admin belongs to no firm. */}
            {user.firmId ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <AccountSummary user={user} onNavigate={menu.close} />
          </div>
        ) : null}
      </div>
    </header>
  );
}

interface HeaderLinkProps {
  link: NavigationLink;
  isActive: boolean;
  onNavigate: () => void;
}

function HeaderLink({ link, isActive, onNavigate }: HeaderLinkProps) {
  const activeProps = {
    "aria-current": isActive ? ("page" as const) : undefined,
    "data-active": isActive || undefined,
  };
  if (link.href === "/signup") {
    return (
      <Button
        component={Link}
        to={link.href}
        onClick={onNavigate}
        size="sm"
        ml={{ sm: "xs" }}
        {...activeProps}
      >
        {link.label}
      </Button>
    );
  }
  return (
    <Link to={link.href} className={classes.link} onClick={onNavigate} {...activeProps}>
      {link.label}
      {link.isComingSoon ? (
        <>
          <Badge component="span" size="xs" variant="light" color="gray" ml={6} aria-hidden>
            Soon
          </Badge>
          <VisuallyHidden> (coming soon)</VisuallyHidden>
        </>
      ) : null}
    </Link>
  );
}
