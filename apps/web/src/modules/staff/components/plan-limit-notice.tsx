import { describeUserLimitReached, isAtUserLimit } from "@inkundla/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSubscription } from "../../subscriptions";

/** Shown on the staff screen while the firm's plan has no room for another member. */
export function PlanLimitNotice({ onChangePlan }: { onChangePlan: () => void }) {
  const subscription = useSubscription();
  const plan = subscription.data;
  if (
    !plan ||
    plan.usage.memberLimit === null ||
    !isAtUserLimit(plan.usage.members, plan.usage.memberLimit)
  ) {
    return null;
  }
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Your plan is full">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{describeUserLimitReached(plan.planName, plan.usage.memberLimit)}</Text>
        {plan.priceCents === null ? null : (
          <Button size="xs" variant="light" color="orange" onClick={onChangePlan}>
            Change Plan
          </Button>
        )}
      </Group>
    </Alert>
  );
}
