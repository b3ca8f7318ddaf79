import type { TCurrentUser } from "@inkundla/shared";
import { Anchor, Box, Divider, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatNameList, listLiveModules } from "../lib/product-modules";
import { buildSignInPath, isPlatformAdmin, useCurrentUser } from "../modules/auth";
import { ContactBlock, usePublicEntitySettings } from "../modules/entity-settings";
import { ADMIN_HOME_PATH } from "./navigation-links";

interface FooterLink {
  label: string;
  href: string;
}

/** Who is looking: the links differ for a visitor, a firm's member and the platform admin. */
export type FooterViewer = "visitor" | "member" | "platformAdmin";

/**
 * Spec §2.12: the platform links, one per live module. A module's screen needs an account, so a visitor's
 * link signs in first and then opens it; the platform admin, who belongs to no firm, gets the admin area.
 */
export function listPlatformLinks(viewer: FooterViewer): FooterLink[] {
  const pricing = { label: "Pricing", href: "/pricing" };
  if (viewer === "platformAdmin") return [{ label: "Admin Dashboard", href: ADMIN_HOME_PATH }, pricing];
  const moduleLinks = listLiveModules().flatMap(({ name, path }) => {
    if (!path) return [];
    const href = viewer === "visitor" ? buildSignInPath({ pathname: path, search: "", hash: "" }) : path;
    return [{ label: name, href }];
  });
  return [...moduleLinks, pricing];
}

function selectViewer(user: TCurrentUser | null, isVisitorView: boolean): FooterViewer {
  if (!user || isVisitorView) return "visitor";
  return isPlatformAdmin(user) ? "platformAdmin" : "member";
}

export const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
  { label: "Contact Us", href: "/contact" },
];

interface AppFooterProps {
  /** The admin's Preview tab shows the footer as a signed-out visitor sees it. */
  isVisitorView?: boolean;
}

export function AppFooter({ isVisitorView = false }: AppFooterProps) {
  const { user } = useCurrentUser();
  const viewer = selectViewer(user, isVisitorView);
  const { settings, isLoading } = usePublicEntitySettings();
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      mt="xl"
      px="md"
      py="xl"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      bg="var(--inkundla-footer-bg)"
    >
      <Box maw={1320} mx="auto">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={700} size="lg">
              Inkundla
            </Text>
            <Text size="sm" c="dimmed" maw={280}>
              {formatNameList(listLiveModules().map((module) => module.name))} for South African law firms.
            </Text>
          </Stack>
          <FooterLinkList title="Platform" links={listPlatformLinks(viewer)} />
          <FooterLinkList title="Legal" links={LEGAL_LINKS} />
          <Stack gap="xs">
            <Text size="sm" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
              Contact
            </Text>
            <ContactBlock settings={settings} isLoading={isLoading} tone="dimmed" />
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          © {year} {settings.entityName}. All rights reserved.
        </Text>
      </Box>
    </Box>
  );
}

function FooterLinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Stack gap="xs" component="nav" aria-label={title}>
      <Text size="sm" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.href} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}
