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

interface DashboardFiguresProps {
  stats: TDashboardStats | undefined;
  isLoading: boolean;
}

/** Spec 000 §2.7: the stats row and the metric cards, from the firm's own records. */
export function DashboardFigures({ stats = EMPTY_DASHBOARD_STATS, isLoading }: DashboardFiguresProps) {
  const count = (value: number) => formatNumber(value);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-label="Practice figures">
        <FigureCard
          label="Active Clients"
          value={count(stats.activeClients)}
          icon={<IconUsers size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Total Matters"
          value={count(stats.totalMatters)}
          icon={<IconBriefcase size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Hours This Month"
          value={formatHours(stats.hoursThisMonth)}
          hint="All time logged"
          icon={<IconClock size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Team Members"
          value={count(stats.teamSize)}
          icon={<IconUsersGroup size={20} />}
          isLoading={isLoading}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-label="Financial figures">
        <FigureCard
          label="Monthly Revenue"
          value={formatCents(stats.monthlyRevenue)}
          icon={<IconCoin size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Outstanding"
          value={formatCents(stats.outstandingInvoices)}
          icon={<IconFileInvoice size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Trust Funds"
          value={formatRandMillions(stats.trustBalance)}
          icon={<IconBuildingBank size={20} />}
          isLoading={isLoading}
        />
        <FigureCard
          label="Billable Hours"
          value={formatHours(stats.billableHours)}
          hint="This month, logged at a rate"
          icon={<IconHourglass size={20} />}
          isLoading={isLoading}
        />
      </SimpleGrid>
    </Stack>
  );
}
