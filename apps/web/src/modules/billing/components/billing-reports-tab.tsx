import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatDate,
  formatHours,
  isCalendarDate,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { agedDebtorsUrl } from "../billing.api";
import { formatCents } from "../billing-format";
import { useAgedDebtors, useFeeEarnerProduction, useWorkInProgress } from "../hooks/use-billing";
import { useDownloadBillingFile } from "../hooks/use-billing-changes";
import { ClientStatementReport } from "./client-statement-report";
import { ReportBody, ReportSection, usePeriod } from "./report-section";

/** The Reports tab: aged debtors, fee-earner production, work in progress and client statements. */
export function BillingReportsTab() {
  const today = todayInSouthAfrica();
  return (
    <Stack gap="lg">
      <AgedDebtorsReport today={today} />
      <ProductionReport today={today} />
      <WorkInProgressReport />
      <ClientStatementReport today={today} />
    </Stack>
  );
}

function AgedDebtorsReport({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const validDate = isCalendarDate(date) ? date : null;
  const report = useAgedDebtors(validDate);
  const download = useDownloadBillingFile();
  return (
    <ReportSection
      title="Aged debtors"
      description="What each client still owes, by how long ago the invoice was issued."
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="As at"
          type="date"
          max={today}
          value={date}
          error={validDate ? undefined : "Choose a date"}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!validDate}
          loading={download.isPending}
          onClick={() =>
            validDate &&
            download.mutate({
              url: agedDebtorsUrl(validDate, "csv"),
              fallbackName: `aged-debtors-${validDate}.csv`,
            })
          }
        >
          Download CSV
        </Button>
      </Group>
      <ReportBody
        query={report}
        name="aged debtors report"
        isEmpty={(data) => data.rows.length === 0}
        emptyTitle="Nothing outstanding"
        emptyHint="No client owed the firm anything on this date."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" aria-label="Aged debtors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  {AGEING_BUCKETS.map((bucket) => (
                    <Table.Th key={bucket} ta="right">
                      {AGEING_BUCKET_LABELS[bucket]}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.clientId}>
                    <Table.Td>{row.clientName}</Table.Td>
                    {AGEING_BUCKETS.map((bucket) => (
                      <Table.Td key={bucket} ta="right" style={{ whiteSpace: "nowrap" }}>
                        {row[bucket] === 0 ? "—" : formatCents(row[bucket])}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
                      {formatCents(row.totalCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  {AGEING_BUCKETS.map((bucket) => (
                    <Table.Th key={bucket} ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatCents(data.totals[bucket])}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCents(data.totals.totalCents)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </ReportBody>
    </ReportSection>
  );
}

function ProductionReport({ today }: { today: string }) {
  const { period, inputs } = usePeriod(today);
  const report = useFeeEarnerProduction(period);
  return (
    <ReportSection
      title="Fee-earner production"
      description="Time each fee earner logged in the period, and their time on invoices issued in it."
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        {inputs}
      </Group>
      <ReportBody
        query={report}
        name="production report"
        isEmpty={(data) => data.rows.length === 0}
        emptyTitle="No time in this period"
        emptyHint="Choose another period."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="Fee-earner production">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fee earner</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Recorded</Table.Th>
                  <Table.Th ta="right">Billed</Table.Th>
                  <Table.Th ta="right">Unbilled</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.userId}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                    <Table.Td ta="right">{formatCents(row.recordedCents)}</Table.Td>
                    <Table.Td ta="right">{formatCents(row.billedCents)}</Table.Td>
                    <Table.Td ta="right">{formatCents(row.unbilledCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ReportBody>
    </ReportSection>
  );
}

function WorkInProgressReport() {
  const report = useWorkInProgress();
  return (
    <ReportSection
      title="Work in progress"
      description="Unbilled time and expenses per matter, ready for the next invoice."
    >
      <ReportBody
        query={report}
        name="work in progress report"
        isEmpty={(data) => data.rows.length === 0}
        emptyTitle="No unbilled work"
        emptyHint="Every logged hour and recorded expense has been invoiced."
      >
        {(data) => (
          <Stack gap="xs">
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="xs" aria-label="Work in progress">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Matter</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                    <Table.Th ta="right">Time</Table.Th>
                    <Table.Th ta="right">Expenses</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Oldest</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.matterId}>
                      <Table.Td>
                        <Text size="sm">{row.matterReference}</Text>
                        <Text size="xs" c="dimmed">
                          {row.matterTitle}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.clientName}</Table.Td>
                      <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                      <Table.Td ta="right">{formatCents(row.timeCents)}</Table.Td>
                      <Table.Td ta="right">{formatCents(row.expensesCents)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatCents(row.totalCents)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.oldestDate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" fw={600} ta="right">
              Total work in progress: {formatCents(data.totalCents)}
            </Text>
          </Stack>
        )}
      </ReportBody>
    </ReportSection>
  );
}
