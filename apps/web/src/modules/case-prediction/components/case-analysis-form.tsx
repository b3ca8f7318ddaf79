import {
  CASE_COURTS,
  CASE_PREDICTION_LIMITS,
  CASE_PREDICTION_MESSAGES,
  CASE_TYPES,
  EVIDENCE_STRENGTH_LABELS,
  EVIDENCE_STRENGTHS,
} from "@inkundla/shared";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconScale } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { MatterPicker } from "../../legal-research";
import {
  buildCasePredictionRequest,
  type CasePredictionDraft,
  EMPTY_CASE_PREDICTION_DRAFT,
  hasRequiredFields,
} from "../case-prediction-form";
import { useStartCasePrediction } from "../hooks/use-case-predictions";

const EVIDENCE_OPTIONS = EVIDENCE_STRENGTHS.map((value) => ({
  value,
  label: EVIDENCE_STRENGTH_LABELS[value],
}));

/** The chosen value if it is one of the list's, else null (a cleared box). */
function pick<TValue extends string>(values: readonly TValue[], chosen: string | null): TValue | null {
  return values.find((value) => value === chosen) ?? null;
}

interface CaseAnalysisFormProps {
  /** Kept by the page, so what was typed survives a look at another tab. */
  draft: CasePredictionDraft;
  onDraftChange: (draft: CasePredictionDraft) => void;
  /** The prediction has been queued: the page shows Predictions. */
  onStarted: () => void;
}

/**
 * Case Analysis (spec "Case prediction"): the nine case fields, and optionally the matter it is about
 * (its prediction is then compared with the matter's outcome once it closes).
 */
export function CaseAnalysisForm({ draft, onDraftChange, onStarted }: CaseAnalysisFormProps) {
  const start = useStartCasePrediction();
  const canAnalyse = hasRequiredFields(draft) && !start.isPending;
  const update = (changes: Partial<CasePredictionDraft>) => onDraftChange({ ...draft, ...changes });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const built = buildCasePredictionRequest(draft);
    if ("problem" in built) {
      notifications.show({
        title:
          built.problem === CASE_PREDICTION_MESSAGES.missing.message
            ? CASE_PREDICTION_MESSAGES.missing.title
            : "Check the Details",
        message: built.problem,
        color: "red",
      });
      return;
    }
    start.mutate(built.request, {
      onSuccess: () => {
        onDraftChange(EMPTY_CASE_PREDICTION_DRAFT);
        onStarted();
      },
    });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Analyse a case">
        <Stack gap="md">
          <TextInput
            label="Case title"
            placeholder="e.g. Supplier v Retailer: unpaid deliveries"
            withAsterisk
            maxLength={CASE_PREDICTION_LIMITS.titleMax}
            value={draft.caseTitle}
            onChange={(event) => update({ caseTitle: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Case type"
              placeholder="Choose a case type"
              withAsterisk
              data={[...CASE_TYPES]}
              value={draft.caseType}
              onChange={(value) => update({ caseType: pick(CASE_TYPES, value) })}
            />
            <Select
              label="Court"
              placeholder="Choose a court"
              description="Its own matters are compared once the firm has five of them."
              clearable
              data={[...CASE_COURTS]}
              value={draft.court}
              onChange={(value) => update({ court: pick(CASE_COURTS, value) })}
            />
          </SimpleGrid>
          <Textarea
            label="Case description"
            description="What happened and what is claimed. Similar judgments are found from these words."
            withAsterisk
            rows={5}
            resize="vertical"
            maxLength={CASE_PREDICTION_LIMITS.descriptionMax}
            value={draft.caseDescription}
            onChange={(event) => update({ caseDescription: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              label="Client objectives"
              rows={3}
              resize="vertical"
              maxLength={CASE_PREDICTION_LIMITS.fieldMax}
              value={draft.clientObjectives}
              onChange={(event) => update({ clientObjectives: event.currentTarget.value })}
            />
            <TextInput
              label="Opposing party"
              maxLength={CASE_PREDICTION_LIMITS.partyMax}
              value={draft.opposingParty}
              onChange={(event) => update({ opposingParty: event.currentTarget.value })}
            />
            <Textarea
              label="Key facts"
              rows={3}
              resize="vertical"
              maxLength={CASE_PREDICTION_LIMITS.fieldMax}
              value={draft.keyFacts}
              onChange={(event) => update({ keyFacts: event.currentTarget.value })}
            />
            <Textarea
              label="Legal issues"
              rows={3}
              resize="vertical"
              maxLength={CASE_PREDICTION_LIMITS.fieldMax}
              value={draft.legalIssues}
              onChange={(event) => update({ legalIssues: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Select
            label="Evidence strength"
            data={EVIDENCE_OPTIONS}
            allowDeselect={false}
            value={draft.evidenceStrength}
            onChange={(value) =>
              update({ evidenceStrength: pick(EVIDENCE_STRENGTHS, value) ?? draft.evidenceStrength })
            }
          />
          <MatterPicker
            value={draft.matter}
            onChange={(matter) => update({ matter })}
            label="Matter (optional)"
            description="Tie the prediction to a matter: once it closes, the calibration report compares the two."
            isRequired={false}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              The estimate is worked out from the firm's own closed matters.
            </Text>
            <Button
              type="submit"
              disabled={!canAnalyse}
              loading={start.isPending}
              leftSection={<IconScale size={16} aria-hidden />}
            >
              Analyse Case
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
