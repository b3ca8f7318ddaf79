import { DEFAULT_USER_PREFERENCES } from "@inkundla/shared";
import { Alert, Grid, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useCurrentUser } from "../modules/auth";
import {
  AiTools,
  DashboardFigures,
  EcosystemModules,
  PlatformStatus,
  QuickActions,
  RecentActivity,
  UpcomingDeadlines,
  useDashboardActivity,
  useDashboardDeadlines,
  useDashboardStats,
} from "../modules/dashboard";
import { describeFailure, usePreferences } from "../modules/profile";

export function HomeDashboardPage() {
  const { user } = useCurrentUser();
  const firstName = user?.firstName?.trim() || "Legal Professional";
  const statsQuery = useDashboardStats();
  const activityQuery = useDashboardActivity();
  const deadlinesQuery = useDashboardDeadlines();
  const { data: preferences } = usePreferences({ enabled: Boolean(user) });
  const timeZone = preferences?.timeZone ?? DEFAULT_USER_PREFERENCES.timeZone;
  const stats = statsQuery.data;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Welcome back, {firstName}</Title>
        <Text c="dimmed">
          {user?.subscriptionPlanName ? `${user.subscriptionPlanName} plan. ` : ""}Here is how your practice
          stands today.
        </Text>
      </Stack>

      {statsQuery.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {describeFailure(statsQuery.error, "Failed to load your firm's figures. Please try again.")}
        </Alert>
      ) : null}
      <DashboardFigures stats={stats} isLoading={statsQuery.isPending} />
      {stats && stats.totalMatters === 0 && stats.activeClients === 0 ? (
        <Text size="sm" c="dimmed">
          These figures fill in as your firm records clients, matters, time, invoices and trust transactions.
        </Text>
      ) : null}

      <QuickActions />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentActivity
            items={activityQuery.data?.items}
            isLoading={activityQuery.isPending}
            error={
              activityQuery.isError
                ? describeFailure(activityQuery.error, "Failed to load recent activity. Please try again.")
                : null
            }
            onRetry={() => activityQuery.refetch()}
            timeZone={timeZone}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" h="100%">
            <UpcomingDeadlines
              items={deadlinesQuery.data?.items}
              isLoading={deadlinesQuery.isPending}
              error={
                deadlinesQuery.isError
                  ? describeFailure(
                      deadlinesQuery.error,
                      "Failed to load upcoming deadlines. Please try again.",
                    )
                  : null
              }
              onRetry={() => deadlinesQuery.refetch()}
            />
            <PlatformStatus timeZone={timeZone} />
          </Stack>
        </Grid.Col>
      </Grid>

      <AiTools />
      <EcosystemModules filings={stats?.filings ?? 0} researchQueries={stats?.researchQueries ?? 0} />
    </Stack>
  );
}
