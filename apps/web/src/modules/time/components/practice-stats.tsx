import { formatHours, formatNumber } from "@inkundla/shared";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { IconBriefcase, IconCash, IconClock, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { usePracticeStats } from "../hooks/use-practice";
import { formatCents } from "../time-format";

/** Spec: practice stats, computed from the firm's own clients, matters and this month's time. */
export function PracticeStats() {
  const stats = usePracticeStats();
  const data = stats.data;
  const failed = stats.isError ? "Failed to load" : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard
        label="Total Clients"
        icon={<IconUsers size={20} />}
        value={data ? formatNumber(data.totalClients) : failed}
      />
      <StatCard
        label="Active Matters"
        icon={<IconBriefcase size={20} />}
        value={data ? formatNumber(data.activeMatters) : failed}
      />
      <StatCard
        label="Hours This Month"
        hint="All time logged, charged or not"
        icon={<IconClock size={20} />}
        value={data ? formatHours(data.billableHours) : failed}
      />
      <StatCard
        label="Monthly Revenue"
        hint="Invoiced this month, excluding VAT, less credit notes"
        icon={<IconCash size={20} />}
        value={data ? formatCents(data.monthlyRevenueCents) : failed}
      />
    </SimpleGrid>
  );
}

function StatCard({
  label,
  hint,
  icon,
  value,
}: {
  label: string;
  hint?: string;
  icon: ReactNode;
  value: string | null;
}) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" style={{ display: "flex", alignItems: "center", gap: 6 }}>
        {icon}
        {label}
      </Text>
      <Text fz={26} fw={700} aria-label={`${label}: ${value ?? "loading"}`}>
        {value ?? "–"}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
