import { formatCents, type TAnalyticsData } from "@inkundla/shared";
import { DonutChart } from "@mantine/charts";
import { Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { ChartWithTable } from "./chart-with-table";

function ClientTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { id: string | null; name: string; amount: number }[];
}) {
  return (
    <Paper withBorder p="md">
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th ta="right">Amount (excl. VAT)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>None.</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id ?? row.name}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{formatCents(row.amount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Client Analysis: top clients by fees and by what they owe, and new against returning clients. */
export function ClientAnalysisTab({ data }: { data: TAnalyticsData }) {
  const { clients } = data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ClientTable
          caption="Top clients by fees in the period"
          rows={clients.topByFees.map((client) => ({
            id: client.id,
            name: client.name,
            amount: client.revenueCents,
          }))}
        />
        <ClientTable
          caption="Top clients by what they owe today"
          rows={clients.topByOutstanding.map((client) => ({
            id: client.id,
            name: client.name,
            amount: client.outstandingCents,
          }))}
        />
      </SimpleGrid>
      <ChartWithTable
        title="New and returning clients"
        chart={
          <DonutChart
            data={[
              { name: "New", value: clients.newClients, color: "teal.6" },
              { name: "Returning", value: clients.returningClients, color: "indigo.6" },
            ]}
          />
        }
        table={{
          columns: ["Clients", "Count"],
          rows: [
            ["New", String(clients.newClients)],
            ["Returning", String(clients.returningClients)],
          ],
        }}
      />
      <Text size="xs" c="dimmed">
        {data.methods.clients}
      </Text>
    </Stack>
  );
}
