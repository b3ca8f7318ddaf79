import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

const FEATURE_GROUPS = [
  {
    title: "Platform",
    links: [
      { label: "User Dashboard", href: "/home" },
      { label: "Feature Guide", href: "/feature-guide" },
      { label: "Pricing", href: "/pricing" },
      { label: "Profile", href: "/profile" },
    ],
  },
  {
    title: "Practice",
    links: [
      { label: "Practice Management", href: "/practice" },
      { label: "Trust Accounting", href: "/trust-accounting" },
      { label: "Billing", href: "/billing" },
      { label: "Court Filing", href: "/court-filing" },
      { label: "Advanced Analytics", href: "/advanced-analytics" },
    ],
  },
  {
    title: "AI tools",
    links: [
      { label: "Legal Research", href: "/legal-research" },
      { label: "AI Assistant", href: "/ai-assistant" },
      { label: "Document Automation", href: "/document-automation" },
      { label: "Contract Review", href: "/contract-review" },
      { label: "Case Prediction", href: "/case-prediction" },
      { label: "Legal Writing", href: "/legal-writing" },
    ],
  },
  {
    title: "Office suite",
    links: [
      { label: "Word Processor", href: "/legal-word-processor" },
      { label: "Spreadsheets", href: "/legal-spreadsheets" },
      { label: "Presentations", href: "/legal-presentations" },
      { label: "PDF Editor", href: "/pdf-editor" },
    ],
  },
];

/** Spec §2.10: a way into every feature screen, to check them as a user would. */
export function FeatureAccessTab() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {FEATURE_GROUPS.map((group) => (
        <Card key={group.title} withBorder padding="lg">
          <Stack gap="xs" component="nav" aria-label={group.title}>
            <Title order={3} size="h5">
              {group.title}
            </Title>
            {group.links.map((link) => (
              <Anchor key={link.href} component={Link} to={link.href} size="sm">
                {link.label}
                <Text span size="xs" c="dimmed" ml={6}>
                  {link.href}
                </Text>
              </Anchor>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
