import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileSearch, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useContractAnalyses } from "../hooks/use-contract-analyses";
import { ContractAnalysisCard } from "./contract-analysis-card";

export const ANALYSES_PAGE_SIZE = 20;

function NoAnalysesYet({ onUpload }: { onUpload: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileSearch size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No Contract Analyses Yet
        </Title>
        <Text size="sm" c="dimmed">
          Upload a contract or paste its text to find its clauses and check them against South African law.
        </Text>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
          Upload Contract
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Analysis Results: the firm's analyses, newest first, twenty a page. While any is still queued or
 * running the page is read again every 1.5 s, so its progress moves and its results appear unasked.
 */
export function ContractAnalysesTab({ onUpload }: { onUpload: () => void }) {
  const [page, setPage] = useState(1);
  const analyses = useContractAnalyses({
    limit: ANALYSES_PAGE_SIZE,
    offset: (page - 1) * ANALYSES_PAGE_SIZE,
  });

  if (analyses.isPending) return <ListLoading label="Loading contract analyses" />;
  if (analyses.isError) {
    return (
      <ListLoadError title="Contract analyses could not be loaded" onRetry={() => void analyses.refetch()} />
    );
  }
  const { items, total } = analyses.data;
  if (items.length === 0 && page === 1) return <NoAnalysesYet onUpload={onUpload} />;
  return (
    <Stack gap="lg">
      {items.map((analysis) => (
        <ContractAnalysisCard key={analysis.id} analysis={analysis} />
      ))}
      <ListFooter
        summary={`${total} ${total === 1 ? "analysis" : "analyses"}`}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / ANALYSES_PAGE_SIZE))}
        onPageChange={setPage}
      />
    </Stack>
  );
}
