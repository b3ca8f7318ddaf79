import { formatCents, formatHours, formatNumber, type TAnalyticsData } from "@inkundla/shared";
import { Group, Paper, Progress, Stack, Text } from "@mantine/core";

/** Overview's practice-area rows: each area's revenue, its share of the total and its hours. */
export function PracticeAreaRows({ rows, total }: { rows: TAnalyticsData["byPracticeArea"]; total: number }) {
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="sm">
        Revenue by practice area
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No practice area has revenue or time in this period.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {rows.map((row) => {
            const share = total > 0 ? Math.max(0, (row.revenueCents / total) * 100) : 0;
            return (
              <li key={row.practiceArea} aria-label={row.practiceArea}>
                <Group justify="space-between">
                  <Text size="sm">{row.practiceArea}</Text>
                  <Text size="sm" fw={600}>
                    {formatCents(row.revenueCents)}
                  </Text>
                </Group>
                <Progress value={share} aria-hidden="true" size="sm" />
                <Text size="xs" c="dimmed">
                  {`${formatNumber(share)}% of revenue · ${formatHours(row.hours)} logged`}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
