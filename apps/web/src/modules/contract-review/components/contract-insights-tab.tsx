import { formatMonth, type TContractInsights } from "@inkundla/shared";
import { Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { RISK_LEVEL_LABELS, riskLevelOf } from "../contract-review-labels";
import { useContractInsights } from "../hooks/use-contract-analyses";

function InsightCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color ? `var(--mantine-color-${color}-light-color)` : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

function NothingYet() {
  return (
    <Text size="sm" c="dimmed">
      Nothing to show yet.
    </Text>
  );
}

/** The clause types most often behind a finding, as bars against the most frequent (each count in words too). */
function RiskyClauseTypes({ types }: { types: TContractInsights["riskyClauseTypes"] }) {
  if (types.length === 0) return <NothingYet />;
  const most = Math.max(...types.map((type) => type.count));
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Risky clause types">
      {types.map((type) => (
        <li key={type.type}>
          <Stack gap={4}>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {type.type}:{" "}
              <Text span inherit fw={600}>
                {type.count}
              </Text>
            </Text>
            <Progress value={(type.count / most) * 100} color="orange" aria-hidden />
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

function TableOf({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <NothingYet />;
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows come in the server's order and never move.
            <Table.Tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <Table.Td key={cellIndex} style={{ overflowWrap: "anywhere" }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * AI Insights: figures across the firm's completed analyses, from the server. Where the spec showed
 * static bars and notes, these are the firm's own: what it analyses, how risky, what keeps coming up.
 */
export function ContractInsightsTab() {
  const insights = useContractInsights();
  if (insights.isPending) return <ListLoading label="Loading contract insights" />;
  if (insights.isError) {
    return (
      <ListLoadError title="Contract insights could not be loaded" onRetry={() => void insights.refetch()} />
    );
  }
  const data = insights.data;
  if (data.analysedCount === 0) {
    return (
      <ListEmpty
        title="No insights yet"
        hint="Insights appear once the firm's first contract analysis has completed."
      />
    );
  }
  const average = data.averageRiskScore;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label="Contracts analysed" value={String(data.analysedCount)} />
        <Figure
          label="Average risk score"
          value={average === null ? "—" : `${average}/100`}
          color={average === null ? undefined : RISK_LEVEL_LABELS[riskLevelOf(average)].color}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InsightCard title="Most frequent risky clause types">
          <RiskyClauseTypes types={data.riskyClauseTypes} />
        </InsightCard>
        <InsightCard title="Most frequent findings">
          <TableOf
            label="Most frequent findings"
            head={["Finding", "Legal reference", "Times found"]}
            rows={data.frequentFindings.map((finding) => [
              finding.type,
              finding.legalReference ?? "—",
              finding.count,
            ])}
          />
        </InsightCard>
        <InsightCard title="By contract type">
          <TableOf
            label="By contract type"
            head={["Contract type", "Analyses", "Average risk"]}
            rows={data.byContractType.map((row) => [
              row.contractType,
              row.count,
              `${row.averageRiskScore}/100`,
            ])}
          />
        </InsightCard>
        <InsightCard title="Over time">
          <TableOf
            label="Analyses by month"
            head={["Month", "Analyses", "Average risk"]}
            rows={data.overTime.map((row) => [
              formatMonth(row.month),
              row.count,
              `${row.averageRiskScore}/100`,
            ])}
          />
        </InsightCard>
      </SimpleGrid>
    </Stack>
  );
}
