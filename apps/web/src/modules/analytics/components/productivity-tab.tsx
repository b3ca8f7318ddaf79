import { formatCents, formatHours, type TAnalyticsData } from "@inkundla/shared";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { formatDays, formatPercent, formatTargetHours } from "./analytics-format";
import { ChartWithTable } from "./chart-with-table";

function Measure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** Productivity: the team against its targets, and the practice's measures (duration, billing, collection, lock-up). */
export function ProductivityTab({ data }: { data: TAnalyticsData }) {
  const { productivity } = data;
  const { lockUp } = productivity;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Text fw={600} mb="sm">
          Team
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>{data.methods.productivity}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th ta="right">Hours logged</Table.Th>
                <Table.Th ta="right">Billable hours</Table.Th>
                <Table.Th ta="right">Billable share</Table.Th>
                <Table.Th ta="right">Target</Table.Th>
                <Table.Th ta="right">% of target</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {productivity.people.map((person) => (
                <Table.Tr key={person.userId}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td ta="right">{formatHours(person.hoursLogged)}</Table.Td>
                  <Table.Td ta="right">{formatHours(person.billableHours)}</Table.Td>
                  <Table.Td ta="right">
                    {formatPercent(
                      person.billableShare === null ? null : Math.round(person.billableShare * 1000) / 10,
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {person.targetHours === null
                      ? "No target"
                      : `${formatTargetHours(person.targetHours)}${person.targetSource === "firm" ? " (firm)" : ""}`}
                  </Table.Td>
                  <Table.Td ta="right">{formatPercent(person.percentOfTarget)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ChartWithTable
        title="Billable hours per person"
        chart={
          <BarChart
            h={220}
            data={productivity.people.map((person) => ({
              name: person.name,
              Billable: person.billableHours,
            }))}
            dataKey="name"
            series={[{ name: "Billable", color: "indigo.6" }]}
          />
        }
        table={{
          columns: ["Person", "Billable hours", "Target"],
          rows: productivity.people.map((person) => [
            person.name,
            formatHours(person.billableHours),
            formatTargetHours(person.targetHours),
          ]),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Measure
          label="Average matter duration"
          value={formatDays(productivity.averageMatterDurationDays)}
          note={`${productivity.closedMatterCount} matters closed in the period`}
        />
        <Measure
          label="Time to first invoice"
          value={formatDays(productivity.timeToFirstInvoiceDays)}
          note={`${productivity.firstInvoicedMatterCount} matters first invoiced in the period`}
        />
        <Measure
          label="Collection rate"
          value={formatPercent(productivity.collectionRate)}
          note="Collected ÷ invoiced in the period, excl. VAT"
        />
        <Measure
          label="Lock-up"
          value={formatDays(lockUp.totalDays)}
          note={`WIP ${formatDays(lockUp.wipDays)} (${formatCents(lockUp.wipCents)}) · debtors ${formatDays(lockUp.debtorDays)} (${formatCents(lockUp.debtorsCents)})`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {data.methods.lockUp}
      </Text>
    </Stack>
  );
}
