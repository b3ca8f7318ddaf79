import type { TContractAnalysisSummary } from "@inkundla/shared";
import { Paper, SimpleGrid, Text } from "@mantine/core";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** The spec's four summary counts: clauses, risky clauses, compliance and AI confidence. */
export function AnalysisSummaryFigures({ summary }: { summary: TContractAnalysisSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <Figure label="Total clauses" value={String(summary.totalClauses)} />
      <Figure label="Risky clauses" value={String(summary.riskyClausesCount)} />
      <Figure label="Compliance" value={`${summary.complianceScore}%`} />
      <Figure label="AI confidence" value={`${summary.aiConfidence}%`} />
    </SimpleGrid>
  );
}
