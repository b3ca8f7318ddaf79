import { FIRM_TIME_ZONE, formatDateTime, type TDevMailboxMessage, type TMailStatus } from "@inkundla/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Spoiler,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconMailOff, IconRefresh } from "@tabler/icons-react";
import { readApiErrorStatus } from "../../../lib/api-client";
import { useDevMailbox } from "../hooks/use-dev-mailbox";

const STATUS_COLORS: Record<TMailStatus, string> = { sent: "green", logged: "gray", failed: "red" };

/** The e-mails the platform sent, newest first: for development and testing without a real inbox. */
export function DevMailboxPage() {
  const mailbox = useDevMailbox();

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Dev Mailbox</Title>
          <Text c="dimmed">The newest emails this server has sent. Only available outside production.</Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => mailbox.refetch()}
          loading={mailbox.isFetching}
        >
          Refresh
        </Button>
      </Group>
      <MailboxContent mailbox={mailbox} />
    </Stack>
  );
}

function MailboxContent({ mailbox }: { mailbox: ReturnType<typeof useDevMailbox> }) {
  if (mailbox.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading emails" />
      </Group>
    );
  }
  if (mailbox.isError) {
    const isUnavailable = readApiErrorStatus(mailbox.error) === 404;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Mailbox unavailable">
        {isUnavailable
          ? "The dev mailbox is not available on this server."
          : "Failed to load the emails. Please try again."}
      </Alert>
    );
  }
  if (mailbox.data.messages.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <IconMailOff size={32} stroke={1.4} aria-hidden />
          <Text fw={600}>No emails yet</Text>
          <Text c="dimmed" size="sm">
            Emails appear here when someone signs up, is invited or asks for a new link.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Emails">
      {mailbox.data.messages.map((message) => (
        <MailCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function MailCard({ message }: { message: TDevMailboxMessage }) {
  return (
    <Paper withBorder p="md" component="li" aria-label={message.subject}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} component="h2" size="md" m={0}>
            {message.subject}
          </Text>
          <Badge color={STATUS_COLORS[message.status]} variant="light">
            {message.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          To {message.to} · {formatDateTime(message.createdAt, FIRM_TIME_ZONE, { withSeconds: true })}
        </Text>
        {message.links.length > 0 ? (
          <Stack gap={2}>
            {message.links.map((link) => (
              <Anchor key={link} href={link} size="sm" style={{ wordBreak: "break-all" }}>
                {link}
              </Anchor>
            ))}
          </Stack>
        ) : null}
        <Spoiler maxHeight={72} showLabel="Show full email" hideLabel="Show less">
          <Code block style={{ whiteSpace: "pre-wrap" }}>
            {message.text}
          </Code>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
