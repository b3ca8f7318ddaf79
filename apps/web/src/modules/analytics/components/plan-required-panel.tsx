import { ANALYTICS_MESSAGES } from "@inkundla/shared";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Where the firm owner changes the plan: the Subscription tab of the profile. */
export const SUBSCRIPTION_PAGE = "/profile?tab=subscription";

/** Shown instead of the figures when the firm's plan does not include Advanced Analytics (403). */
export function PlanRequiredPanel({ message }: { message: string | null }) {
  return (
    <Paper withBorder p="xl" role="region" aria-label="Upgrade to use Advanced Analytics">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Advanced Analytics is not in your plan
        </Title>
        <Text>{message ?? ANALYTICS_MESSAGES.planRequired}</Text>
        <Anchor component={Link} to={SUBSCRIPTION_PAGE}>
          See the plans under Subscription
        </Anchor>
      </Stack>
    </Paper>
  );
}
