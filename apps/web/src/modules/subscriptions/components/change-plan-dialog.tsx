import type { TSubscriptionPlanOption } from "@inkundla/shared";
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useChangePlan } from "../hooks/use-change-plan";
import { usePlanChangePreview } from "../hooks/use-plan-change-preview";
import { useSubscriptionPlans } from "../hooks/use-subscription";
import { describeProratedAmount, formatPlanPrice } from "../subscription-format";

interface ChangePlanDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The owner picks an active plan; the confirmation states the prorated amount before anything changes. */
export function ChangePlanDialog({ opened, onClose }: ChangePlanDialogProps) {
  const [selectedPlan, setSelectedPlan] = useState<string | null>(null);
  const plans = useSubscriptionPlans({ isEnabled: opened });
  const preview = usePlanChangePreview(opened ? selectedPlan : null);
  const close = () => {
    setSelectedPlan(null);
    onClose();
  };
  const changeMutation = useChangePlan({ onChanged: close });
  const canConfirm =
    Boolean(selectedPlan && preview.data && !preview.isFetching) && !changeMutation.isPending;

  return (
    <Modal opened={opened} onClose={close} title="Change Plan" size="lg">
      <Stack gap="md">
        {plans.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label="Loading plans" />
          </Group>
        ) : plans.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            Failed to load the plans. Please try again.
          </Alert>
        ) : (
          <Radio.Group
            value={selectedPlan}
            onChange={setSelectedPlan}
            label="Choose a plan"
            description="A change takes effect immediately, with prorated billing for the rest of this period."
          >
            <Stack gap="sm" mt="sm">
              {plans.data.map((plan) => (
                <Radio
                  key={plan.code}
                  value={plan.code}
                  disabled={plan.isCurrent || plan.priceCents === null}
                  label={`${plan.name} — ${describePlanPrice(plan)}`}
                  description={describePlanOption(plan)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}

        {selectedPlan ? <PlanChangeQuote preview={preview} /> : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!canConfirm}
            onClick={() => selectedPlan && changeMutation.mutate({ plan: selectedPlan })}
          >
            {changeMutation.isPending ? "Changing..." : "Confirm Change"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function describePlanPrice(plan: TSubscriptionPlanOption): string {
  return plan.priceCents === null ? "Custom" : `${formatPlanPrice(plan.priceCents)} / month`;
}

function describePlanOption(plan: TSubscriptionPlanOption): string {
  if (plan.isCurrent) return "Your current plan";
  if (plan.priceCents === null) return "Custom pricing: Contact Sales";
  const users =
    plan.userLimit === null
      ? "Unlimited users"
      : `Up to ${plan.userLimit} ${plan.userLimit === 1 ? "user" : "users"}`;
  const matters =
    plan.activeMatterLimit === null ? "unlimited matters" : `${plan.activeMatterLimit} active matters`;
  return `${users}, ${matters}`;
}

function PlanChangeQuote({ preview }: { preview: ReturnType<typeof usePlanChangePreview> }) {
  if (preview.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="This change is not possible"
      >
        {readApiErrorMessage(preview.error) ??
          "Failed to work out the cost of this change. Please try again."}
      </Alert>
    );
  }
  if (!preview.data || preview.isFetching) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Working out the prorated amount...
        </Text>
      </Group>
    );
  }
  const quote = preview.data;
  return (
    <Alert color="blue" variant="light" icon={<IconReceipt size={18} />} title="Please confirm">
      <Text size="sm">
        Your firm moves from {quote.fromPlanName} to {quote.toPlanName} immediately.{" "}
        {describeProratedAmount(quote.proratedAmountCents, quote.periodEnd)}
      </Text>
    </Alert>
  );
}
