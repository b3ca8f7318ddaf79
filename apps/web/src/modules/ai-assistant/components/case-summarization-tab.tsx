import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertCircle, IconGavel } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { ListLoading } from "../../../ui/list-states";
import { useCaseSummary } from "../hooks/use-case-summary";
import { CaseSummaryResult } from "./case-summary-result";
import { type JudgmentChoice, JudgmentPicker } from "./judgment-picker";

type JudgmentSource = "paste" | "corpus";

const SOURCES: { value: JudgmentSource; label: string }[] = [
  { value: "paste", label: "Paste a judgment" },
  { value: "corpus", label: "From the corpus" },
];

/**
 * Case Summarization (the tab the spec leaves empty): a pasted judgment, or one chosen from the corpus,
 * summarised into its parties, court, facts, issues, holding and order with their paragraph numbers.
 */
export function CaseSummarizationTab() {
  const [source, setSource] = useState<JudgmentSource>("paste");
  const [text, setText] = useState("");
  const [judgment, setJudgment] = useState<JudgmentChoice | null>(null);
  const summary = useCaseSummary();
  const hasJudgment = source === "paste" ? text.trim() !== "" : judgment !== null;
  const canSummarize = hasJudgment && !summary.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSummarize) return;
    summary.mutate(source === "paste" ? { text } : { documentId: judgment?.documentId ?? "" });
  };
  const isRefused = summary.isError && readApiErrorStatus(summary.error) === 400;

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Summarize a judgment">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Where the judgment comes from"
              data={SOURCES}
              value={source}
              onChange={(value) => setSource(value as JudgmentSource)}
              fullWidth
              maw={420}
            />
            {source === "paste" ? (
              <Textarea
                label="Judgment text"
                description="Paste the whole judgment, with its numbered paragraphs."
                placeholder="Paste the judgment here…"
                rows={10}
                resize="vertical"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
              />
            ) : (
              <JudgmentPicker value={judgment} onChange={setJudgment} />
            )}
            {isRefused ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                title="Not summarized"
              >
                {readApiErrorMessage(summary.error) ?? "The judgment could not be summarized."}
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="xs" c="dimmed">
                Every sentence is the court's own, with the paragraph it comes from.
              </Text>
              <Button
                type="submit"
                disabled={!canSummarize}
                loading={summary.isPending}
                leftSection={<IconGavel size={16} aria-hidden />}
              >
                Summarize Judgment
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {summary.isPending ? (
        <ListLoading label="Summarizing the judgment" />
      ) : summary.isSuccess ? (
        <CaseSummaryResult summary={summary.data} />
      ) : null}
    </Stack>
  );
}
