import { formatDateTime } from "@inkundla/shared";
import { Alert, Button, CopyButton, Group, List, Loader, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "../hooks/use-calendar-feed";

/**
 * What the feed holds, as the server selects it (calendar-feed.repository's listFeedDeadlines), and why
 * it can hold fewer deadlines than the dashboard, which lists every open deadline of the firm.
 */
function FeedContents() {
  return (
    <Stack component="section" gap={4} aria-label="What the feed holds">
      <Text size="sm" fw={600}>
        Your feed holds your open court deadlines:
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>deadlines assigned to you;</List.Item>
        <List.Item>unassigned deadlines on matters you are responsible for;</List.Item>
        <List.Item>overdue ones too, until they are marked done.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        The dashboard lists every open deadline in the firm. Deadlines assigned to a colleague, or unassigned
        on a colleague's matter, are in their feed, not yours. Ordinary tasks and deadlines marked done are
        left out.
      </Text>
    </Stack>
  );
}

/**
 * The member's private iCalendar feed of their deadlines, to subscribe to from Outlook, Google Calendar
 * or Apple Calendar. The address is shown once, when it is made; a new one replaces the old.
 */
export function CalendarFeedControl() {
  const statusQuery = useCalendarFeedStatus();
  const createFeed = useCreateCalendarFeed();
  const revokeFeed = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);

  const create = () =>
    createFeed.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (error) =>
        notifications.show({
          title: "Feed not created",
          message: readApiErrorMessage(error) ?? "Please try again.",
          color: "red",
        }),
    });

  const revoke = () =>
    revokeFeed.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setIsConfirmingRevoke(false);
        notifications.show({
          title: "Feed revoked",
          message: "Calendars subscribed to the old address stop updating.",
          color: "green",
        });
      },
      onError: (error) =>
        notifications.show({
          title: "Feed not revoked",
          message: readApiErrorMessage(error) ?? "Please try again.",
          color: "red",
        }),
    });

  if (statusQuery.isPending) return <Loader size="sm" role="status" aria-label="Loading calendar feed" />;
  if (statusQuery.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        The calendar feed could not be loaded. Please try again.
      </Alert>
    );
  }
  const status = statusQuery.data;

  return (
    <Stack gap="sm">
      <Text size="sm">
        Subscribe to your deadlines from Outlook, Google Calendar or Apple Calendar. Anyone with the address
        can read it: keep it private.
      </Text>
      <FeedContents />
      {url ? (
        <Stack gap="xs">
          <TextInput
            label="Your calendar feed address"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? "Copied" : "Copy address"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            This address is shown only now. If you lose it, create a new one.
          </Text>
        </Stack>
      ) : status.active && status.createdAt ? (
        <Text size="sm" c="dimmed">
          Your feed is active (created {formatDateTime(status.createdAt)}).
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          You have no calendar feed.
        </Text>
      )}
      <Group gap="xs">
        <Button size="compact-sm" onClick={create} loading={createFeed.isPending}>
          {status.active ? "Create a new address" : "Create feed address"}
        </Button>
        {status.active && !isConfirmingRevoke ? (
          <Button size="compact-sm" variant="default" color="red" onClick={() => setIsConfirmingRevoke(true)}>
            Revoke
          </Button>
        ) : null}
      </Group>
      {isConfirmingRevoke ? (
        <Alert color="red" variant="light" title="Revoke your calendar feed?">
          <Stack gap="xs">
            <Text size="sm">Calendars subscribed to it stop receiving your deadlines.</Text>
            <Group gap="xs">
              <Button size="compact-sm" color="red" onClick={revoke} loading={revokeFeed.isPending}>
                Revoke feed
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setIsConfirmingRevoke(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
