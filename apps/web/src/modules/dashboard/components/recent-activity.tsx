import type { TDashboardActivityItem } from "@inkundla/shared";
import { formatDateTime } from "@inkundla/shared";
import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatTimeAgo } from "../dashboard-format";
import { CardLoadError } from "./card-load-error";
import classes from "./recent-activity.module.css";

interface RecentActivityProps {
  items: TDashboardActivityItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  timeZone: string;
}

export function RecentActivity({ items, isLoading, error, onRetry, timeZone }: RecentActivityProps) {
  const now = new Date();
  let content: ReactNode;
  if (isLoading) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading recent activity">
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  } else if (error) {
    content = <CardLoadError message={error} onRetry={onRetry} />;
  } else if (!items || items.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        No activity yet. Sign-ins, invitations and changes in your firm appear here.
      </Text>
    );
  } else {
    content = (
      <ul className={classes.list} aria-label="Recent activity">
        {items.map((item) => {
          const occurredAt = new Date(item.occurredAt);
          return (
            <li key={item.id} className={classes.item}>
              <Text size="sm">{item.description}</Text>
              <Text size="xs" c="dimmed">
                <time dateTime={item.occurredAt} title={formatDateTime(occurredAt, timeZone)}>
                  {formatTimeAgo(occurredAt, now)}
                </time>
              </Text>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Paper withBorder p="md" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Recent Activity
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
