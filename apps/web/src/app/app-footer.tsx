import { Anchor, Box, Divider, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useCurrentUser } from "../modules/auth/hooks/use-current-user";
import { ContactBlock } from "../modules/entity-settings/components/contact-block";
import { usePublicEntitySettings } from "../modules/entity-settings/hooks/use-entity-settings";

interface FooterLink {
  label: string;
  href: string;
}

/** Spec §2.12. The feature screens need an account, so a visitor's platform links lead to sign-in. */
export function listPlatformLinks(isSignedIn: boolean): FooterLink[] {
  const feature = (href: string) => (isSignedIn ? href : "/login");
  return [
    { label: "Legal Research", href: feature("/legal-research") },
    { label: "Practice Management", href: feature("/practice-management") },
    { label: "Document Automation", href: feature("/document-automation") },
    { label: "Pricing", href: "/pricing" },
  ];
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
  const isSignedIn = Boolean(user) && !isVisitorView;
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
              Practice management, trust accounting and AI tools for South African law firms.
            </Text>
          </Stack>
          <FooterLinkList title="Platform" links={listPlatformLinks(isSignedIn)} />
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
