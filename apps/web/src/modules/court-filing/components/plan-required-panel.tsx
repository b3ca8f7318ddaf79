import { COURT_FILING_MESSAGES } from "@inkundla/shared";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Shown instead of the tabs when the firm's plan does not include court filing (403). */
export function PlanRequiredPanel({ message }: { message: string | null }) {
  return (
    <Paper withBorder p="xl" role="region" aria-label="Upgrade to use Court Filing">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Court Filing is not in your plan
        </Title>
        <Text>{message ?? COURT_FILING_MESSAGES.planRequired}</Text>
        <Anchor component={Link} to="/profile?tab=subscription">
          See the plans under Subscription
        </Anchor>
      </Stack>
    </Paper>
  );
}
