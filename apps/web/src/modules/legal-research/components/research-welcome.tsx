import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { SAMPLE_QUERIES } from "../research-labels";

/** Before the first search: what can be searched, and the spec's three sample searches to start from. */
export function ResearchWelcome({ onSearch }: { onSearch: (query: string) => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>Search South African law</Text>
        <Text size="sm" c="dimmed" maw={520}>
          Judgments of the Supreme Court of Appeal, the Constitution and your firm's own documents: search by
          words, a party's name or a citation.
        </Text>
        <Text size="sm">Try one of these:</Text>
        <Group gap="xs" justify="center">
          {SAMPLE_QUERIES.map((query) => (
            <Button key={query} variant="light" size="xs" onClick={() => onSearch(query)}>
              {query}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
