import {
  EMPTY_DASHBOARD_STATS,
  formatCents,
  formatHours,
  formatNumber,
  type TDashboardStats,
} from "@inkundla/shared";
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconBriefcase,
  IconBuildingBank,
  IconClock,
  IconCoin,
  IconFileInvoice,
  IconHourglass,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatRandMillions } from "../dashboard-format";

interface FigureCardProps {
  label: string;
  value: string;
  /** What the figure counts, when the label alone could be read two ways. */
  hint?: string;
  icon: ReactNode;
  isLoading: boolean;
}

function FigureCard({ label, value, hint, icon, isLoading }: FigureCardProps) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {isLoading ? (
            <Skeleton height={28} width={80} />
          ) : (
            <Text fz={26} fw={700} lh={1.1}>
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

interface Figure {
  label: string;
  value: (stats: TDashboardStats) => string;
  hint?: string;
  icon: ReactNode;
}

const count = (value: number) => formatNumber(value);

const PRACTICE_FIGURES: Figure[] = [
  { label: "Active Clients", value: (stats) => count(stats.activeClients), icon: <IconUsers size={20} /> },
  { label: "Total Matters", value: (stats) => count(stats.totalMatters), icon: <IconBriefcase size={20} /> },
  {
    label: "Hours This Month",
    value: (stats) => formatHours(stats.hoursThisMonth),
    hint: "All time logged",
    icon: <IconClock size={20} />,
  },
  { label: "Team Members", value: (stats) => count(stats.teamSize), icon: <IconUsersGroup size={20} /> },
];

const FINANCIAL_FIGURES: Figure[] = [
  {
    label: "Monthly Revenue",
    value: (stats) => formatCents(stats.monthlyRevenue),
    icon: <IconCoin size={20} />,
  },
  {
    label: "Outstanding",
    value: (stats) => formatCents(stats.outstandingInvoices),
    icon: <IconFileInvoice size={20} />,
  },
  {
    label: "Trust Funds",
    value: (stats) => formatRandMillions(stats.trustBalance),
    icon: <IconBuildingBank size={20} />,
  },
  {
    label: "Billable Hours",
    value: (stats) => formatHours(stats.billableHours),
    hint: "This month, logged at a rate",
    icon: <IconHourglass size={20} />,
  },
];

const FIGURE_ROWS = [
  { label: "Practice figures", figures: PRACTICE_FIGURES },
  { label: "Financial figures", figures: FINANCIAL_FIGURES },
];

interface DashboardFiguresProps {
  stats: TDashboardStats | undefined;
  isLoading: boolean;
}

/** Spec 000 §2.7: the stats row and the metric cards, from the firm's own records. */
export function DashboardFigures({ stats = EMPTY_DASHBOARD_STATS, isLoading }: DashboardFiguresProps) {
  return (
    <Stack gap="md">
      {FIGURE_ROWS.map((row) => (
        <SimpleGrid key={row.label} cols={{ base: 1, xs: 2, md: 4 }} aria-label={row.label}>
          {row.figures.map((figure) => (
            <FigureCard
              key={figure.label}
              label={figure.label}
              value={figure.value(stats)}
              hint={figure.hint}
              icon={figure.icon}
              isLoading={isLoading}
            />
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
