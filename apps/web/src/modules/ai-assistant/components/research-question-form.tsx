import { RESEARCH_QUERY_MAX_LENGTH } from "@inkundla/shared";
import { Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";

interface ResearchQuestionFormProps {
  isPending: boolean;
  /** The question, trimmed. */
  onAsk: (query: string) => void;
}

/**
 * The research question and Get Insights. The button stays disabled while the question is blank after
 * trimming or an answer is awaited (spec "AI assistant"); Ctrl+Enter (⌘+Enter on a Mac) asks from the
 * box, since Enter alone starts a new line.
 */
export function ResearchQuestionForm({ isPending, onAsk }: ResearchQuestionFormProps) {
  const [query, setQuery] = useState("");
  const canAsk = query.trim() !== "" && !isPending;

  const ask = () => {
    if (canAsk) onAsk(query.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask();
  };
  const askOnControlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      ask();
    }
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Ask for research insights">
        <Stack gap="sm">
          <Textarea
            label="Research question"
            description="Ask about South African law. Ctrl+Enter (⌘+Enter on a Mac) gets insights."
            placeholder="e.g. May occupiers be evicted from their home without a court order?"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={RESEARCH_QUERY_MAX_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={askOnControlEnter}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!canAsk}
              loading={isPending}
              leftSection={<IconBulb size={16} aria-hidden />}
            >
              Get Insights
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
