import {
  formatCents,
  formatDate,
  formatDateTime,
  isFinishedMatterStatus,
  type TMatter,
} from "@inkundla/shared";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useSaveMatterOutcome } from "../hooks/use-matter-changes";
import { MatterDetail } from "./matter-detail";
import { MatterOutcomeBadge } from "./matter-outcome-badge";
import { MatterOutcomeDialog } from "./matter-outcome-dialog";

function amountOf(cents: number | null): string {
  return cents === null ? "Not recorded" : formatCents(cents);
}

/**
 * How a completed or closed matter ended, with the buttons to record, correct or remove it. An open
 * matter has no outcome, so the card is left out until the matter is completed or closed.
 */
export function MatterOutcomeCard({ matter }: { matter: TMatter }) {
  const [isDialogOpen, dialog] = useDisclosure(false);
  const [isRemoveOpen, removeDialog] = useDisclosure(false);
  const removeOutcome = useSaveMatterOutcome(matter.id, { onSaved: removeDialog.close });
  const { outcome } = matter;
  if (!outcome && !isFinishedMatterStatus(matter.status)) return null;

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              Outcome
            </Title>
            {outcome ? <MatterOutcomeBadge outcome={outcome.outcome} /> : null}
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              leftSection={outcome ? <IconPencil size={14} /> : <IconPlus size={14} />}
              onClick={dialog.open}
            >
              {outcome ? "Edit Outcome" : "Record Outcome"}
            </Button>
            {outcome ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                onClick={removeDialog.open}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>
        {outcome ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <MatterDetail label="Case type">{outcome.caseType}</MatterDetail>
              <MatterDetail label="Court">{outcome.court ?? "Not before a listed court"}</MatterDetail>
              <MatterDetail label="Amount claimed">{amountOf(outcome.claimedCents)}</MatterDetail>
              <MatterDetail label="Amount awarded">{amountOf(outcome.awardedCents)}</MatterDetail>
              <MatterDetail label="Date of issue">{formatDate(outcome.issuedOn)}</MatterDetail>
              <MatterDetail label="Date of final order">{formatDate(outcome.finalOrderOn)}</MatterDetail>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Recorded {formatDateTime(outcome.recordedAt)}
              {outcome.recordedByName ? ` by ${outcome.recordedByName}` : " by a former member"}.
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            How this matter ended has not been recorded. The firm's analytics and case predictions learn from
            recorded outcomes.
          </Text>
        )}
      </Stack>
      <MatterOutcomeDialog
        opened={isDialogOpen}
        onClose={dialog.close}
        matter={matter}
        intent={{ kind: "edit" }}
      />
      <ConfirmDialog
        opened={isRemoveOpen}
        title="Remove Outcome"
        message={`Remove the recorded outcome of ${matter.reference}?`}
        confirmLabel="Remove Outcome"
        isDestructive
        isPending={removeOutcome.isPending}
        error={
          removeOutcome.error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {readApiErrorMessage(removeOutcome.error) ?? "Failed to remove the outcome. Please try again."}
            </Alert>
          ) : null
        }
        onConfirm={() => removeOutcome.mutate(null)}
        onClose={() => {
          removeOutcome.reset();
          removeDialog.close();
        }}
      >
        <Text size="sm" c="dimmed">
          The matter stays {matter.status}; analytics and case predictions stop counting it until an outcome
          is recorded again.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
