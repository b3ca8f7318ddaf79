import { formatDateTime, type TNotification } from "@inkundla/shared";
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  useMarkNotificationsRead,
  useNotificationList,
  useUnreadNotificationCount,
} from "../hooks/use-notifications";

function describeUnread(count: number): string {
  if (count === 0) return "Notifications";
  return `Notifications, ${count} unread`;
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
}) {
  const isUnread = notification.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      px="md"
      py="sm"
      w="100%"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      data-unread={isUnread || undefined}
    >
      <Stack gap={2}>
        <Text size="sm" fw={isUnread ? 700 : 400}>
          {isUnread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {notification.title}
        </Text>
        {notification.body ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {notification.body}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {formatDateTime(notification.createdAt)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * The header's bell: the unread count (asked every minute), and on opening the newest notifications.
 * Opening one marks it read and goes where it leads; Escape closes the list.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const count = useUnreadNotificationCount();
  const list = useNotificationList(isOpen);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = count.data?.unreadCount ?? 0;

  const open = (notification: TNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    setIsOpen(false);
    if (notification.link) void navigate(notification.link);
  };

  return (
    <Indicator label={unread > 99 ? "99+" : unread} size={16} offset={4} disabled={unread === 0}>
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={describeUnread(unread)}
            onClick={() => setIsOpen((wasOpen) => !wasOpen)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifications">
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600}>Notifications</Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
          {list.isPending ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Loading notifications" />
            </Group>
          ) : list.isError ? (
            <Stack gap="xs" px="md" py="sm" align="flex-start">
              <Text size="sm" c="red">
                Could not load your notifications.
              </Text>
              <Button size="compact-xs" variant="default" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : list.data.items.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" py="sm">
              Nothing yet. Deadlines coming due, overdue invoices, the trust month to sign off and finished AI
              work will show here.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420}>
              {list.data.items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))}
            </ScrollArea.Autosize>
          )}
          <Group px="md" py="xs" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
            <Anchor component={Link} to="/profile?tab=preferences" size="xs" onClick={() => setIsOpen(false)}>
              Choose what you are told about
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
