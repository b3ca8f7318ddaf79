import {
  CASE_COURTS,
  CASE_TYPES,
  MATTER_OUTCOME_LABELS,
  MATTER_OUTCOMES,
  MATTER_STATUS_LABELS,
  type TMatter,
  type TMatterOutcomeInput,
} from "@inkundla/shared";
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { useChangeMatterStatus, useSaveMatterOutcome } from "../hooks/use-matter-changes";
import {
  buildMatterOutcome,
  type MatterOutcomeDraft,
  type MatterOutcomeErrors,
  outcomeDraftOf,
} from "../matter-outcome-form";

/** Why the dialog is open: to complete or close the matter (the outcome may be skipped), or to edit it. */
export type MatterOutcomeIntent = { kind: "status"; status: "completed" | "closed" } | { kind: "edit" };

interface MatterOutcomeDialogProps {
  opened: boolean;
  onClose: () => void;
  matter: TMatter;
  intent: MatterOutcomeIntent;
}

function titleOf(matter: TMatter, intent: MatterOutcomeIntent): string {
  if (intent.kind === "status") return `Mark as ${MATTER_STATUS_LABELS[intent.status]}: how did it end?`;
  return matter.outcome ? "Edit Outcome" : "Record Outcome";
}

export function MatterOutcomeDialog({ opened, onClose, matter, intent }: MatterOutcomeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={titleOf(matter, intent)} size="lg">
      {opened ? <MatterOutcomeForm matter={matter} intent={intent} onClose={onClose} /> : null}
    </Modal>
  );
}

function MatterOutcomeForm({ matter, intent, onClose }: Omit<MatterOutcomeDialogProps, "opened">) {
  const [draft, setDraft] = useState<MatterOutcomeDraft>(() => outcomeDraftOf(matter));
  const [errors, setErrors] = useState<MatterOutcomeErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const changeStatus = useChangeMatterStatus(matter.id, { showsErrorsInline: true });
  const saveOutcome = useSaveMatterOutcome(matter.id, { onSaved: onClose });
  const isPending = changeStatus.isPending || saveOutcome.isPending;

  const change = (values: Partial<MatterOutcomeDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    const cleared = Object.keys(values) as (keyof MatterOutcomeDraft)[];
    setErrors((current) => {
      const next = { ...current };
      for (const field of cleared) delete next[field];
      if (cleared.includes("issuedOn")) delete next.finalOrderOn;
      return next;
    });
  };

  const showRefusal = (error: unknown) =>
    setMessage(readApiErrorMessage(error) ?? "Failed to save the outcome. Please try again.");

  const moveStatus = (outcome?: TMatterOutcomeInput) => {
    if (intent.kind !== "status") return;
    changeStatus.mutate(outcome ? { status: intent.status, outcome } : { status: intent.status }, {
      onSuccess: () => {
        if (outcome) {
          notifications.show({
            title: "Outcome Recorded",
            message: `The matter is ${MATTER_STATUS_LABELS[intent.status].toLowerCase()} and how it ended has been saved.`,
            color: "green",
          });
        }
        onClose();
      },
      onError: showRefusal,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildMatterOutcome(draft);
    if (!built.ok) {
      setErrors(built.errors);
      setMessage(null);
      return;
    }
    setErrors({});
    setMessage(null);
    if (intent.kind === "status") moveStatus(built.outcome);
    else saveOutcome.mutate(built.outcome, { onError: showRefusal });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {message ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {message}
          </Alert>
        ) : null}
        {intent.kind === "status" ? (
          <Text size="sm" c="dimmed">
            The firm's analytics and case predictions learn from how matters end. You may skip this and record
            the outcome later from the matter's overview.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Outcome"
            withAsterisk
            value={draft.outcome}
            error={errors.outcome}
            onChange={(event) => change({ outcome: event.currentTarget.value })}
            data={[
              { value: "", label: "Choose the outcome", disabled: true },
              ...MATTER_OUTCOMES.map((outcome) => ({
                value: outcome,
                label: MATTER_OUTCOME_LABELS[outcome],
              })),
            ]}
          />
          <NativeSelect
            label="Case type"
            withAsterisk
            value={draft.caseType}
            error={errors.caseType}
            onChange={(event) => change({ caseType: event.currentTarget.value })}
            data={[...CASE_TYPES]}
          />
        </SimpleGrid>
        <NativeSelect
          label="Court"
          value={draft.court}
          error={errors.court}
          onChange={(event) => change({ court: event.currentTarget.value })}
          data={[{ value: "", label: "Not before a listed court" }, ...CASE_COURTS]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RandAmountInput
            label="Amount claimed"
            value={draft.claimed}
            error={errors.claimed}
            onChange={(value) => change({ claimed: value })}
          />
          <RandAmountInput
            label="Amount awarded"
            description="Or agreed, for a settlement"
            value={draft.awarded}
            error={errors.awarded}
            onChange={(value) => change({ awarded: value })}
          />
          <TextInput
            label="Date of issue"
            type="date"
            value={draft.issuedOn}
            error={errors.issuedOn}
            onChange={(event) => change({ issuedOn: event.currentTarget.value })}
          />
          <TextInput
            label="Date of final order"
            type="date"
            min={draft.issuedOn || undefined}
            value={draft.finalOrderOn}
            error={errors.finalOrderOn}
            onChange={(event) => change({ finalOrderOn: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          {intent.kind === "status" ? (
            <Button variant="light" onClick={() => moveStatus()} disabled={isPending}>
              Skip and Mark as {MATTER_STATUS_LABELS[intent.status]}
            </Button>
          ) : null}
          <Button type="submit" loading={isPending}>
            {intent.kind === "status"
              ? `Save and Mark as ${MATTER_STATUS_LABELS[intent.status]}`
              : "Save Outcome"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
