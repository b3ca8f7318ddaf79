import { Button, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListLoading } from "../../../ui/list-states";
import { useJudgmentSearch } from "../hooks/use-case-summary";

export type JudgmentChoice = { documentId: string; title: string };

interface JudgmentPickerProps {
  value: JudgmentChoice | null;
  onChange: (choice: JudgmentChoice) => void;
}

/**
 * A judgment from the corpus, found by Legal research's search as the person types (judgments only)
 * and chosen from the list with the arrow keys or a click. The choice stays while the search changes.
 */
export function JudgmentPicker({ value, onChange }: JudgmentPickerProps) {
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const judgments = useJudgmentSearch(debouncedSearch);
  const results = judgments.data?.results ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        label="Search the corpus for a judgment"
        description="By the parties' names, the citation or the words of the judgment."
        placeholder="e.g. Benicon or [1999] ZASCA 70"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {debouncedSearch === "" ? null : judgments.isPending ? (
        <ListLoading label="Searching judgments" />
      ) : judgments.isError ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="red">
            The search failed.
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void judgments.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : results.length === 0 ? (
        <Text size="sm" c="dimmed">
          No judgment in the corpus matches “{debouncedSearch}”.
        </Text>
      ) : (
        <Radio.Group
          label="Judgments found"
          value={value?.documentId ?? null}
          onChange={(documentId) => {
            const chosen = results.find((result) => result.documentId === documentId);
            if (chosen) onChange({ documentId: chosen.documentId, title: chosen.title });
          }}
        >
          <Stack gap="xs" mt="xs">
            {results.map((result) => (
              <Radio
                key={result.documentId}
                value={result.documentId}
                label={result.title}
                description={[result.citation, result.court, result.year].filter(Boolean).join(" · ")}
                styles={{ label: { overflowWrap: "anywhere" }, description: { overflowWrap: "anywhere" } }}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {value ? (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          Chosen:{" "}
          <Text span inherit fw={600}>
            {value.title}
          </Text>
        </Text>
      ) : null}
    </Stack>
  );
}
