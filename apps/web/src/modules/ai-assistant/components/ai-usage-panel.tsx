import { formatNumber } from "@inkundla/shared";
import { Button, Group, NumberInput, Paper, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth";
import { useAiUsage, useSaveAiBudget } from "../hooks/use-ai-usage";

/** The owner's form: the firm's own monthly budget, or back to the platform's default. */
function BudgetForm({ current, isDefault }: { current: number; isDefault: boolean }) {
  const save = useSaveAiBudget();
  const [value, setValue] = useState<number | string>(current);
  const submit = (budget: number | null) =>
    save.mutate(budget, {
      onSuccess: () =>
        notifications.show({
          title: "AI budget saved",
          message: "The firm's monthly budget is updated.",
          color: "green",
        }),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof value === "number") submit(value);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Monthly budget (tokens)"
          value={value}
          onChange={setValue}
          min={0}
          max={1_000_000_000}
          step={100_000}
          thousandSeparator=" "
          allowDecimal={false}
          allowNegative={false}
          w={{ base: "100%", xs: 220 }}
          error={
            save.isError ? (readApiErrorMessage(save.error) ?? "The budget could not be saved.") : undefined
          }
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={typeof value !== "number"}>
          Save budget
        </Button>
        {isDefault ? null : (
          <Button variant="subtle" onClick={() => submit(null)} disabled={save.isPending}>
            Use the platform's default
          </Button>
        )}
      </Group>
    </form>
  );
}

/**
 * The firm's use of the language model this month against its budget, so nobody is surprised by a
 * refusal; the owner sets the budget here. With no model configured it says no tokens are used.
 */
export function AiUsagePanel() {
  const usage = useAiUsage();
  const { user } = useCurrentUser();
  if (!usage.data) return null;
  const { usedTokens, monthlyTokenBudget, usesTokens, isDefaultBudget, month } = usage.data;
  const share = monthlyTokenBudget > 0 ? Math.min(100, (usedTokens / monthlyTokenBudget) * 100) : 100;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} aria-label="Language model use this month">
      <Stack gap="xs">
        <Text fw={600}>Language model use in {month}</Text>
        {usesTokens ? (
          <>
            <Text size="sm">
              {formatNumber(usedTokens, 0)} of {formatNumber(monthlyTokenBudget, 0)} tokens
              {isDefaultBudget ? " (the platform's default budget)" : " (the firm's budget)"}
            </Text>
            <Progress
              value={share}
              color={share >= 90 ? "red" : share >= 70 ? "yellow" : "blue"}
              aria-hidden
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {usage.data.engine}: answers come from rules and the corpus, and use no tokens.
          </Text>
        )}
        {user?.isFirmOwner && usesTokens ? (
          <BudgetForm key={monthlyTokenBudget} current={monthlyTokenBudget} isDefault={isDefaultBudget} />
        ) : null}
      </Stack>
    </Paper>
  );
}
