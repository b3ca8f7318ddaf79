import {
  addDaysToDate,
  displayStatusOf,
  formatCents,
  formatDate,
  INVOICE_STATUS_LABELS,
  MATTER_STATUS_LABELS,
  type TInvoiceStatus,
  type TMatterStatus,
  type TPortalOverview,
  todayInSouthAfrica,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconDownload, IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ResponsiveTable } from "../../../ui/responsive-table";
import {
  downloadPortalDocument,
  downloadPortalInvoice,
  downloadPortalTrustStatement,
} from "../client-portal.api";
import { MatterThread } from "./matter-thread";

/**
 * What a client sees on the client portal: their matters, invoices, trust statement, the documents the
 * firm shares with them and a message thread per matter. `mode: "preview"` is a firm member's read-only
 * look at the same view for one client: nothing can be sent or downloaded as the client from it.
 */
export function PortalView({ overview, mode }: { overview: TPortalOverview; mode: "client" | "preview" }) {
  const isPreview = mode === "preview";
  const [matterId, setMatterId] = useState<string | null>(overview.matters[0]?.id ?? null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (run: () => Promise<string>) => {
    setDownloadError(null);
    run().catch((error: unknown) =>
      setDownloadError(readApiErrorMessage(error) ?? "The file could not be downloaded. Please try again."),
    );
  };
  const today = todayInSouthAfrica();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Client Portal</Title>
        <Text c="dimmed">
          {overview.self.clientName} · {overview.self.firmName}
        </Text>
      </Stack>
      {isPreview ? (
        <Alert color="blue" variant="light" icon={<IconEye size={18} />} title="Preview">
          This is what {overview.self.clientName} sees on the client portal. The preview is read-only.
        </Alert>
      ) : null}
      {downloadError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          onClose={() => setDownloadError(null)}
        >
          {downloadError}
        </Alert>
      ) : null}

      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Matters
          </Title>
          {overview.matters.length === 0 ? (
            <Text size="sm" c="dimmed">
              No matters yet.
            </Text>
          ) : (
            <ResponsiveTable minWidth={640} aria-label="Your matters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Matter</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Responsible attorney</Table.Th>
                  <Table.Th>Next deadline</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.matters.map((matter) => (
                  <Table.Tr key={matter.id}>
                    <Table.Td ff="monospace">{matter.reference}</Table.Td>
                    <Table.Td>{matter.title}</Table.Td>
                    <Table.Td>
                      {MATTER_STATUS_LABELS[matter.status as TMatterStatus] ?? matter.status}
                    </Table.Td>
                    <Table.Td>{matter.responsibleAttorney ?? "—"}</Table.Td>
                    <Table.Td>
                      {matter.nextDeadline
                        ? `${matter.nextDeadline.title} · ${formatDate(matter.nextDeadline.dueDate)}`
                        : "—"}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ResponsiveTable>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Invoices
            </Title>
            <Text size="sm">
              Outstanding: <strong>{formatCents(overview.outstandingCents)}</strong>
            </Text>
          </Group>
          {overview.invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invoices yet.
            </Text>
          ) : (
            <ResponsiveTable minWidth={640} aria-label="Your invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Issued</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                  {isPreview ? null : <Table.Th aria-label="Download" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td ff="monospace">{invoice.number}</Table.Td>
                    <Table.Td>{formatDate(invoice.issueDate)}</Table.Td>
                    <Table.Td>{formatDate(invoice.dueDate)}</Table.Td>
                    <Table.Td>
                      {
                        INVOICE_STATUS_LABELS[
                          displayStatusOf(
                            { status: invoice.status as TInvoiceStatus, dueDate: invoice.dueDate },
                            today,
                          )
                        ]
                      }
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(invoice.totalCents)}</Table.Td>
                    <Table.Td ta="right">{formatCents(invoice.balanceCents)}</Table.Td>
                    {isPreview ? null : (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconDownload size={14} />}
                          onClick={() => download(() => downloadPortalInvoice(invoice.id, invoice.number))}
                          aria-label={`Download invoice ${invoice.number}`}
                        >
                          PDF
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ResponsiveTable>
          )}
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TrustStatementCard isPreview={isPreview} today={today} onDownload={download} />
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Documents
            </Title>
            {overview.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                The firm has not shared any documents yet.
              </Text>
            ) : (
              overview.documents.map((document) => (
                <Group key={document.id} justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm">{document.title}</Text>
                    <Text size="xs" c="dimmed">
                      {document.matterReference ? `${document.matterReference} · ` : ""}Shared{" "}
                      {formatDate(document.sharedAt)}
                    </Text>
                  </Stack>
                  {isPreview ? null : (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => download(() => downloadPortalDocument(document.id, document.title))}
                      aria-label={`Download ${document.title}`}
                    >
                      PDF
                    </Button>
                  )}
                </Group>
              ))
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      {overview.matters.length > 0 ? (
        <Stack gap="sm">
          <Select
            label="Messages about"
            data={overview.matters.map((matter) => ({
              value: matter.id,
              label: `${matter.reference} · ${matter.title}`,
            }))}
            value={matterId}
            onChange={setMatterId}
            allowDeselect={false}
            maw={480}
          />
          {matterId ? (
            <MatterThread
              key={matterId}
              side={isPreview ? "firm" : "client"}
              matterId={matterId}
              readOnly={isPreview}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function TrustStatementCard({
  isPreview,
  today,
  onDownload,
}: {
  isPreview: boolean;
  today: string;
  onDownload: (run: () => Promise<string>) => void;
}) {
  const [from, setFrom] = useState(addDaysToDate(today, -365));
  const [to, setTo] = useState(today);
  const isOrdered = from !== "" && to !== "" && from <= to;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Trust statement
        </Title>
        <Text size="sm" c="dimmed">
          The money the firm holds in trust for you, with every deposit and payment in the period.
        </Text>
        <Group grow>
          <TextInput
            type="date"
            label="From"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            max={today}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={isOrdered ? null : "The start date must be on or before the end date"}
          />
        </Group>
        {isPreview ? (
          <Text size="xs" c="dimmed">
            The client downloads this statement as a PDF.
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!isOrdered}
              onClick={() => onDownload(() => downloadPortalTrustStatement(from, to))}
            >
              Download Trust Statement
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
