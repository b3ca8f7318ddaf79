import type { TContractAnalysis } from "@inkundla/shared";
import { Alert, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { analysisProgressOf } from "../contract-review-labels";

/** Where a queued or running analysis is: its stage in words and as a bar. */
export function AnalysisProgress({ analysis }: { analysis: Pick<TContractAnalysis, "status" | "stage"> }) {
  const progress = analysisProgressOf(analysis);
  const stepText =
    progress.step === 0
      ? progress.label
      : `Step ${progress.step} of ${progress.stepCount}: ${progress.label}`;
  return (
    <Stack gap={6}>
      <Text size="sm">{stepText}…</Text>
      <Progress value={progress.percent} animated aria-label={`Analysis progress: ${stepText}`} />
    </Stack>
  );
}

/** Why an analysis stopped, as the server words it for the person who sent the contract. */
export function AnalysisFailure({ error }: { error: string | null }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title="Analysis failed"
    >
      {error ?? "The analysis stopped before it could finish. Please upload the contract again."}
    </Alert>
  );
}
