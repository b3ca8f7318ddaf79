import {
  countStaffByStatus,
  formatDateTime,
  type TStaffActivityEntry,
  type TStaffMember,
} from "@inkundla/shared";
import { Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";

interface StaffOverviewProps {
  members: TStaffMember[] | undefined;
  activity: TStaffActivityEntry[] | undefined;
  isActivityLoading: boolean;
  isActivityError: boolean;
}

export function StaffOverview({ members, activity, isActivityLoading, isActivityError }: StaffOverviewProps) {
  const counts = countStaffByStatus(members ?? []);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StaffCounter label="Total Staff" value={members ? counts.total : null} />
        <StaffCounter label="Active Members" value={members ? counts.active : null} />
        <StaffCounter label="Pending Invites" value={members ? counts.pending : null} />
      </SimpleGrid>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Recent Activity
          </Title>
          {isActivityLoading ? (
            <Loader size="sm" role="status" aria-label="Loading activity" />
          ) : isActivityError ? (
            <Text c="dimmed">Failed to load staff activity. Please try again.</Text>
          ) : activity && activity.length > 0 ? (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {activity.map((entry) => (
                <li key={entry.id}>
                  <Text size="sm">{entry.summary}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.occurredAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">
              No staff activity yet. Invitations, role changes and removals will appear here.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function StaffCounter({ label, value }: { label: string; value: number | null }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} aria-label={`${label}: ${value ?? "loading"}`}>
        {value ?? "–"}
      </Text>
    </Paper>
  );
}
