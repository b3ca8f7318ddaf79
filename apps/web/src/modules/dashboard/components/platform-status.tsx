import { formatTime } from "@inkundla/shared";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { usePlatformStatus } from "../hooks/use-dashboard";

/** Whether Inkundla's database answers right now, from the same check the load balancer uses (/readyz). */
export function PlatformStatus({ timeZone }: { timeZone: string }) {
  const statusQuery = usePlatformStatus();
  const status = statusQuery.data;
  const isUnknown = statusQuery.isError;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Platform Status
        </Title>
        <Group justify="space-between" gap="sm">
          <Text size="sm">Database</Text>
          {statusQuery.isPending ? (
            <Skeleton height={22} width={100} />
          ) : isUnknown ? (
            <Badge color="gray" variant="light">
              Unknown
            </Badge>
          ) : status?.isDatabaseReachable ? (
            <Badge color="green" variant="light">
              Operational
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              Unreachable
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {isUnknown
              ? "The status could not be checked."
              : status
                ? `Checked at ${formatTime(status.checkedAt, timeZone)}`
                : "Checking..."}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => statusQuery.refetch()}
            disabled={statusQuery.isFetching}
          >
            Check again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
