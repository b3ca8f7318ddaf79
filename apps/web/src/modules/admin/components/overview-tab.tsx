import { Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { ListLoadError } from "../../../ui/list-states";
import { useAdminStats } from "../hooks/use-admin-users";

/** Totals for the whole platform; the definitions are spelled out under each number. */
export function OverviewTab() {
  const statsQuery = useAdminStats();

  if (statsQuery.isError) {
    return <ListLoadError title="Totals could not be loaded" onRetry={() => void statsQuery.refetch()} />;
  }
  const stats = statsQuery.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <StatCard
        label="Total Users"
        value={stats ? stats.totalUsers.toLocaleString("en-ZA") : null}
        note="Every account on the platform, admins included."
      />
      <StatCard
        label="Active Subscriptions"
        value={stats ? stats.activeSubscriptions.toLocaleString("en-ZA") : null}
        note={
          stats
            ? `Firms past their free trial. ${stats.trialSubscriptions.toLocaleString("en-ZA")} more in trial.`
            : "Firms past their free trial."
        }
      />
      <StatCard
        label="Monthly Revenue"
        value={stats?.monthlyRevenue ?? null}
        note="The monthly plan prices of active subscriptions; custom-priced plans are not included."
      />
    </SimpleGrid>
  );
}

function StatCard({ label, value, note }: { label: string; value: string | null; note: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {value === null ? (
          <Skeleton height={34} width="60%" aria-label={`Loading ${label}`} />
        ) : (
          <Text fz={30} fw={700} lh={1.1} aria-label={label}>
            {value}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}
