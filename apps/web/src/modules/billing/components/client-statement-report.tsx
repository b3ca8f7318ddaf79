import { AGEING_BUCKET_LABELS, AGEING_BUCKETS, formatDate } from "@inkundla/shared";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { clientStatementUrl } from "../billing.api";
import { formatCents } from "../billing-format";
import { useClientStatement } from "../hooks/use-billing";
import { useDownloadBillingFile } from "../hooks/use-billing-changes";
import { type Choice, ClientPicker } from "./pickers";
import { ReportBody, ReportSection, usePeriod } from "./report-section";

const KIND_LABELS = {
  invoice: "Invoice",
  payment: "Payment",
  credit_note: "Credit note",
  void: "Void",
} as const;

/** One client's account over a period: invoices, payments and credit notes with the running balance. */
export function ClientStatementReport({ today }: { today: string }) {
  const [client, setClient] = useState<Choice | null>(null);
  const { period, inputs } = usePeriod(today);
  const [shown, setShown] = useState<{ clientId: string; from: string; to: string } | null>(null);
  const statement = useClientStatement(shown);
  const download = useDownloadBillingFile();
  const request = client && period ? { clientId: client.id, ...period } : null;

  return (
    <ReportSection
      title="Client statement"
      description="A client's invoices, payments and credit notes over a period, with the running balance."
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: "2 1 240px" }}>
          <ClientPicker label="Client" required value={client} onChange={setClient} />
        </div>
        {inputs}
      </Group>
      <Group gap="sm">
        <Button disabled={!request} onClick={() => setShown(request)}>
          View Statement
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!request}
          loading={download.isPending}
          onClick={() =>
            request &&
            download.mutate({
              url: clientStatementUrl(request.clientId, request, true),
              fallbackName: `statement-${request.from}-${request.to}.pdf`,
            })
          }
        >
          Download PDF
        </Button>
      </Group>
      <ReportBody query={statement} name="client statement" isEmpty={() => false} emptyTitle="" emptyHint="">
        {(data) => (
          <Stack gap="xs">
            <Text size="sm">
              {data.clientName}: {formatDate(data.from)} to {formatDate(data.to)}
            </Text>
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" aria-label="Client statement">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Reference</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Debit</Table.Th>
                    <Table.Th ta="right">Credit</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td colSpan={5}>Opening balance</Table.Td>
                    <Table.Td ta="right">{formatCents(data.openingBalanceCents)}</Table.Td>
                  </Table.Tr>
                  {data.lines.map((line) => (
                    // Statement lines have no id; the running balance tells two alike lines apart.
                    <Table.Tr key={`${line.date}-${line.kind}-${line.reference}-${line.balanceCents}`}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(line.date)}</Table.Td>
                      <Table.Td>
                        {KIND_LABELS[line.kind]} {line.reference}
                      </Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td ta="right">
                        {line.debitCents === 0 ? "—" : formatCents(line.debitCents)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {line.creditCents === 0 ? "—" : formatCents(line.creditCents)}
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(line.balanceCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th colSpan={5}>Closing balance</Table.Th>
                    <Table.Th ta="right">{formatCents(data.closingBalanceCents)}</Table.Th>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm">
              Ageing at the end:{" "}
              {AGEING_BUCKETS.filter((bucket) => data.ageing[bucket] !== 0)
                .map((bucket) => `${AGEING_BUCKET_LABELS[bucket]} ${formatCents(data.ageing[bucket])}`)
                .join(" · ") || "nothing unpaid"}
            </Text>
          </Stack>
        )}
      </ReportBody>
    </ReportSection>
  );
}
