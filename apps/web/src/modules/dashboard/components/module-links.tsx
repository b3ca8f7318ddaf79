import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBook,
  IconBuildingBank,
  IconFileDescription,
  IconFileText,
  IconGavel,
  IconMessageChatbot,
  IconReceipt,
  IconScale,
  IconSearch,
  IconStopwatch,
  IconTable,
  IconTargetArrow,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { findModuleAt, formatNameList, listProductModules } from "../../../lib/product-modules.ts";

type ModuleLink = { label: string; href: string; description?: string; icon: ReactNode };

const QUICK_ACTIONS: ModuleLink[] = [
  { label: "Generate Document", href: "/document-automation", icon: <IconFileText size={18} /> },
  { label: "Legal Research", href: "/legal-research", icon: <IconSearch size={18} /> },
  { label: "AI Assistant", href: "/ai-assistant", icon: <IconMessageChatbot size={18} /> },
  { label: "Track Time", href: "/practice", icon: <IconStopwatch size={18} /> },
];

const AI_TOOLS: ModuleLink[] = [
  {
    label: "AI Legal Assistant",
    href: "/ai-assistant",
    description: "Ask questions about South African law and your matters.",
    icon: <IconMessageChatbot size={20} />,
  },
  {
    label: "Contract Review",
    href: "/contract-review",
    description: "Find risky clauses and missing terms in contracts.",
    icon: <IconFileDescription size={20} />,
  },
  {
    label: "Case Prediction",
    href: "/case-prediction",
    description: "Weigh a matter's prospects against the firm's closed matters and past judgments.",
    icon: <IconTargetArrow size={20} />,
  },
];

/** What of the office suite works today, and what is still coming, from the module registry. */
function officeSuiteDescription(): string {
  const office = listProductModules().filter((module) => module.area === "office");
  const live = office.filter((module) => module.isLive).map((module) => module.name);
  const coming = office.filter((module) => !module.isLive).map((module) => module.name);
  if (live.length === 0) return `${formatNameList(coming)}: coming soon.`;
  return coming.length === 0
    ? `${formatNameList(live)}.`
    : `${formatNameList(live)} today; ${formatNameList(coming)} coming soon.`;
}

function ecosystemLinks(counts: { filings: number; researchQueries: number }): ModuleLink[] {
  return [
    {
      label: "Practice Management",
      href: "/practice",
      description: "Clients, matters, deadlines, tasks and time.",
      icon: <IconScale size={20} />,
    },
    {
      label: "Trust Accounting",
      href: "/trust-accounting",
      description: "LPC-compliant trust ledgers and reconciliation.",
      icon: <IconBuildingBank size={20} />,
    },
    {
      label: "Billing",
      href: "/billing",
      description: "Professional fees, VAT invoices and payments.",
      icon: <IconReceipt size={20} />,
    },
    {
      label: "Court Filing",
      href: "/court-filing",
      description: `${counts.filings.toLocaleString("en-ZA")} filings so far.`,
      icon: <IconGavel size={20} />,
    },
    {
      label: "Legal Research",
      href: "/legal-research",
      description: `${counts.researchQueries.toLocaleString("en-ZA")} research queries so far.`,
      icon: <IconBook size={20} />,
    },
    {
      label: "Office Suite",
      href: "/legal-word-processor",
      description: officeSuiteDescription(),
      icon: <IconTable size={20} />,
    },
  ];
}

export function QuickActions() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action.label}
            component={Link}
            to={action.href}
            variant="light"
            size="md"
            justify="flex-start"
            leftSection={action.icon}
          >
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A card per module; one the registry does not list as live says so instead of describing itself. */
function ModuleCard({ link }: { link: ModuleLink }) {
  const isComingSoon = findModuleAt(link.href)?.isLive === false;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            {link.icon}
          </ThemeIcon>
          {isComingSoon ? (
            <Badge variant="light" color="gray">
              Coming soon
            </Badge>
          ) : null}
        </Group>
        <Anchor component={Link} to={link.href} fw={600}>
          {link.label}
        </Anchor>
        {isComingSoon ? null : (
          <Text size="sm" c="dimmed">
            {link.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function AiTools() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        AI Tools
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {AI_TOOLS.map((link) => (
          <ModuleCard key={link.href} link={link} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function EcosystemModules({ filings, researchQueries }: { filings: number; researchQueries: number }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Your Practice
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {ecosystemLinks({ filings, researchQueries }).map((link) => (
          <ModuleCard key={link.label} link={link} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
