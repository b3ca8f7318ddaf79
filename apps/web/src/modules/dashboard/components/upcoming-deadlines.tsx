import type { TDashboardDeadline } from "@inkundla/shared";
import { formatDateWithWeekday } from "@inkundla/shared";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCalculator, IconCalendarEvent, IconRss } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { CalendarFeedControl, DeadlineCalculator } from "../../deadlines";
import { CardLoadError } from "./card-load-error";

interface UpcomingDeadlinesProps {
  items: TDashboardDeadline[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The firm's open court and matter deadlines, soonest first, with the calculator and calendar feed. */
export function UpcomingDeadlines({ items, isLoading, error, onRetry }: UpcomingDeadlinesProps) {
  const [openDialog, setOpenDialog] = useState<"calculator" | "feed" | null>(null);
  let content: ReactNode;
  if (isLoading) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading upcoming deadlines">
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  } else if (error) {
    content = <CardLoadError message={error} onRetry={onRetry} />;
  } else if (!items || items.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <Stack
        component="ul"
        gap="xs"
        aria-label="Upcoming deadlines"
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        {items.map((item) => (
          <li key={item.taskId}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {item.matter.reference} · {item.matter.title}
                  {item.assignee ? ` · ${item.assignee.name}` : ""}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" c={item.isOverdue ? "red" : undefined}>
                  <time dateTime={item.dueOn}>{formatDateWithWeekday(item.dueOn)}</time>
                </Text>
                {item.isOverdue ? (
                  <Badge color="red" variant="light" size="xs">
                    Overdue
                  </Badge>
                ) : null}
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Upcoming Deadlines
        </Title>
        {content}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCalculator size={14} aria-hidden />}
            onClick={() => setOpenDialog("calculator")}
          >
            Calculate a deadline
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRss size={14} aria-hidden />}
            onClick={() => setOpenDialog("feed")}
          >
            Calendar feed
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={openDialog === "calculator"}
        onClose={() => setOpenDialog(null)}
        title="Calculate a deadline"
        size="lg"
      >
        <DeadlineCalculator />
      </Modal>
      <Modal opened={openDialog === "feed"} onClose={() => setOpenDialog(null)} title="Calendar feed">
        <CalendarFeedControl />
      </Modal>
    </Paper>
  );
}
