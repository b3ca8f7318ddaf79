import type { TResearchSearchResponse } from "@inkundla/shared";
import { formatCount } from "@inkundla/shared";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { ResearchResultCard } from "./research-result-card";

interface ResearchResultsProps {
  query: string;
  response: TResearchSearchResponse;
  /** Filters narrow the search: a search without results then offers to clear them. */
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** The answer to a search: its hits, best first, or what to try when there are none. */
export function ResearchResults({ query, response, isFiltered, onClearFilters }: ResearchResultsProps) {
  if (response.results.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Text fw={600}>No results for “{query}”</Text>
          <Text size="sm" c="dimmed">
            {isFiltered
              ? "Try loosening the filters (fewer courts, all jurisdictions and case types, a wider range of years), or other words."
              : "Try other words, a party's name or a citation such as 1995 (3) SA 391 (CC)."}
          </Text>
          {isFiltered ? (
            <Button variant="light" size="xs" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {formatCount(response.results.length, "result")} for “{query}”
      </Title>
      {response.results.map((result) => (
        <ResearchResultCard key={result.documentId} result={result} query={query} engine={response.engine} />
      ))}
    </Stack>
  );
}
