import type { TFirmSubscription } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle } from "@tabler/icons-react";
import { PageLoader } from "../../../ui/page-loader";
import { useCurrentUser } from "../../auth";
import { useSubscription } from "../hooks/use-subscription";
import { formatPlanPrice, formatStorage, formatUsage, usagePercent } from "../subscription-format";
import { ChangePlanDialog } from "./change-plan-dialog";

/** The firm's plan, price, next billing date and usage; the firm owner can change the plan here. */
export function SubscriptionPanel() {
  const { user } = useCurrentUser();
  const subscription = useSubscription();
  const [isChangeOpen, changeDialog] = useDisclosure(false);

  if (subscription.isPending) return <PageLoader />;
  if (subscription.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="Subscription unavailable"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Failed to load your subscription. Please try again.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => subscription.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const plan = subscription.data;
  const isOwner = user?.isFirmOwner ?? false;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Current plan
            </Text>
            <Group gap="xs">
              <Title order={3}>{plan.planName}</Title>
              <Badge variant="light">{plan.priceCents === null ? "Custom" : "Monthly"}</Badge>
            </Group>
            <Text fw={600} data-testid="subscription-price">
              {plan.priceCents === null ? "Custom" : `${formatPlanPrice(plan.priceCents)} / month`}
            </Text>
            <Text size="sm" c="dimmed">
              Next billing date: {formatDate(plan.nextBilling)}
            </Text>
          </Stack>
          {isOwner ? (
            plan.priceCents === null ? (
              <Text size="sm" c="dimmed" maw={240}>
                Your plan is priced individually. Contact Sales to change it.
              </Text>
            ) : (
              <Button onClick={changeDialog.open}>Change Plan</Button>
            )
          ) : (
            <Text size="sm" c="dimmed" maw={240}>
              Only the firm owner can change the plan.
            </Text>
          )}
        </Group>
      </Paper>

      <SubscriptionUsage usage={plan.usage} />
      {isOwner ? <ChangePlanDialog opened={isChangeOpen} onClose={changeDialog.close} /> : null}
    </Stack>
  );
}

function SubscriptionUsage({ usage }: { usage: TFirmSubscription["usage"] }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={4}>Usage</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <UsageMeter label="Users" used={usage.members} limit={usage.memberLimit} />
          <UsageMeter label="Active matters" used={usage.activeMatters} limit={usage.activeMatterLimit} />
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Storage
              </Text>
              <Text size="sm" c="dimmed">
                {formatStorage(usage.storageBytes)} used
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const percent = usagePercent(used, limit);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {formatUsage(used, limit)}
        </Text>
      </Group>
      {percent === null ? null : (
        <Progress
          value={percent}
          color={percent >= 100 ? "red" : "blue"}
          aria-label={`${label}: ${formatUsage(used, limit)}`}
        />
      )}
    </Stack>
  );
}
