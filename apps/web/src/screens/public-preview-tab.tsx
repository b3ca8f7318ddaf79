import { Alert, Box, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ComponentType, type MouseEvent, Suspense, useState } from "react";
import { AppFooter } from "../app/app-footer";
import { lazyPage } from "../lib/lazy-page";
import { loadDemoPage } from "../modules/demo/page-loaders";
import { loadLandingPage } from "../modules/landing/page-loaders";
import {
  loadCookiePolicyPage,
  loadPrivacyPolicyPage,
  loadTermsOfServicePage,
} from "../modules/legal-pages/page-loaders";
import { loadPricingPage } from "../modules/pricing/page-loaders";
import { PageLoader } from "../ui/page-loader";

type PreviewPage = { path: string; label: string; Page: ComponentType<{ isVisitorView?: boolean }> };

// The same chunks the routes load, wrapped here rather than taken from app/lazy-pages, so that this
// screen does not import the routing table that loads it.
const Pages = {
  LandingPage: lazyPage(loadLandingPage, "LandingPage"),
  PricingPage: lazyPage(loadPricingPage, "PricingPage"),
  DemoPage: lazyPage(loadDemoPage, "DemoPage"),
  PrivacyPolicyPage: lazyPage(loadPrivacyPolicyPage, "PrivacyPolicyPage"),
  TermsOfServicePage: lazyPage(loadTermsOfServicePage, "TermsOfServicePage"),
  CookiePolicyPage: lazyPage(loadCookiePolicyPage, "CookiePolicyPage"),
};

const PREVIEW_PAGES: PreviewPage[] = [
  { path: "/", label: "Landing", Page: Pages.LandingPage },
  { path: "/pricing", label: "Pricing", Page: Pages.PricingPage },
  { path: "/demo", label: "Demo", Page: Pages.DemoPage },
  { path: "/privacy-policy", label: "Privacy Policy", Page: Pages.PrivacyPolicyPage },
  { path: "/terms-of-service", label: "Terms of Service", Page: Pages.TermsOfServicePage },
  { path: "/cookie-policy", label: "Cookie Policy", Page: Pages.CookiePolicyPage },
];

/**
 * The public pages as a signed-out visitor sees them, drawn here inside a frame. An iframe is not
 * possible (the app forbids being framed: CSP frame-ancestors 'none'), and opening the pages in a new
 * tab would show them to the signed-in admin, whose "/" is this dashboard. Links between the previewed
 * pages switch the preview; other links are not followed, so the admin stays here.
 */
export function PublicPreviewTab() {
  const [path, setPath] = useState(PREVIEW_PAGES[0]?.path ?? "/");
  const current = PREVIEW_PAGES.find((page) => page.path === path) ?? PREVIEW_PAGES[0];

  const keepLinksInPreview = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor) return;
    const href = anchor.getAttribute("href") ?? "";
    // mailto:, tel: and outside addresses open as usual.
    if (!href.startsWith("/")) return;
    event.preventDefault();
    const target = PREVIEW_PAGES.find((page) => page.path === href);
    if (target) setPath(target.path);
  };

  if (!current) return null;
  const { Page } = current;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <SegmentedControl
          aria-label="Page to preview"
          value={path}
          onChange={setPath}
          data={PREVIEW_PAGES.map((page) => ({ value: page.path, label: page.label }))}
        />
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        This is what a signed-out visitor sees. Links to the other previewed pages switch the preview; other
        links are not followed here.
      </Alert>
      <Paper withBorder radius="md" shadow="sm" style={{ overflow: "hidden" }}>
        <Box
          px="md"
          py={6}
          bg="var(--mantine-color-gray-1)"
          style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
        >
          <Text size="xs" c="dimmed" ff="monospace" aria-label="Previewed address">
            {window.location.origin}
            {current.path}
          </Text>
        </Box>
        {/* Catches clicks (and Enter, which clicks) on the links inside. */}
        <div onClickCapture={keepLinksInPreview} data-testid="public-page-preview">
          <Box p={{ base: "sm", sm: "xl" }}>
            <Suspense fallback={<PageLoader />}>
              <Page isVisitorView />
            </Suspense>
          </Box>
          <AppFooter isVisitorView />
        </div>
      </Paper>
    </Stack>
  );
}
