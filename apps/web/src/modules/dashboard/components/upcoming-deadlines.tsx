import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Link } from "react-router";

/** Court and matter deadlines come with practice management; until then there are none to show. */
export function UpcomingDeadlines() {
  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Upcoming Deadlines
        </Title>
        <Stack gap="xs" align="flex-start">
          <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
            <IconCalendarEvent size={20} />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            No upcoming deadlines
          </Text>
          <Text size="sm" c="dimmed">
            Deadlines you add to your matters will be listed here, soonest first.
          </Text>
          <Anchor component={Link} to="/practice" size="sm">
            Go to practice management
          </Anchor>
        </Stack>
      </Stack>
    </Paper>
  );
}
