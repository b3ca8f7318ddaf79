import { Paper, Stack, Text } from "@mantine/core";
import { ListLoading } from "../../../ui/list-states";
import { useResearchInsights } from "../hooks/use-research-insights";
import { ResearchAnswer } from "./research-answer";
import { ResearchQuestionForm } from "./research-question-form";

/**
 * Research Insights (spec "AI assistant"): a question, and an answer grounded in the corpus. Each answer
 * replaces the one before; a failed request leaves the question in the box to ask again.
 */
export function ResearchInsightsTab() {
  const insights = useResearchInsights();
  return (
    <Stack gap="lg">
      <ResearchQuestionForm isPending={insights.isPending} onAsk={(query) => insights.mutate(query)} />
      {insights.isPending ? (
        <ListLoading label="Getting research insights" />
      ) : insights.isSuccess ? (
        // Keyed by when it was asked, so a new answer starts with no passage marked.
        <ResearchAnswer key={insights.submittedAt} question={insights.variables} insights={insights.data} />
      ) : (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Text size="sm" c="dimmed">
            The answer rests on passages from South African judgments and legislation, each cited as [1], [2]
            and so on, so you can read what it relies on before you rely on it.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
