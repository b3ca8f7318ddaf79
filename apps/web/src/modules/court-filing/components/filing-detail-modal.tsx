import { formatDate, formatDateTime, type TCourtFilingDetail } from "@inkundla/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { storedFileUrl } from "../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { useDownloadBundle, useFiling } from "../hooks/use-court-filing";
import {
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_STATUS_LABELS,
  FILING_SYSTEM_LABELS,
  STATUS_COLOURS,
} from "./filing-labels";
import { RecordStatusForm } from "./record-status-form";
import { ResponseDeadline } from "./response-deadline";

function FilingDetail({ filing }: { filing: TCourtFilingDetail }) {
  const download = useDownloadBundle();
  const separate = filing.documents.filter((document) => document.placement === "attached_separately");
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {filing.court} · {FILING_DOCUMENT_TYPE_LABELS[filing.documentType]}
          </Text>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={`/practice/matters/${filing.matter.id}`}>
              {filing.matter.reference}
            </Anchor>{" "}
            · {filing.matter.title} · {filing.matter.clientName}
          </Text>
          <Text size="sm" c="dimmed">
            Prepared {formatDateTime(filing.preparedAt)}
            {filing.filedAt ? ` · recorded ${formatDateTime(filing.filedAt)}` : ""}
            {filing.reference ? ` · reference ${filing.reference}` : ""}
          </Text>
        </Stack>
        <Badge size="lg" color={STATUS_COLOURS[filing.status]} variant="light">
          {FILING_STATUS_LABELS[filing.status]}
        </Badge>
      </Group>

      <Group>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate(filing.id)}
        >
          Download bundle ({filing.bundlePageCount} pages)
        </Button>
      </Group>

      {separate.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Attached separately">
          {separate.map((document) => document.fileName).join(", ")} could not be placed into the PDF (Word
          97–2003 format). The index lists {separate.length === 1 ? "it" : "them"} as attached separately:
          upload {separate.length === 1 ? "it" : "them"} beside the bundle.
        </Alert>
      )}

      <Stack gap="xs">
        <Title order={3} size="h5">
          Documents in the bundle
        </Title>
        <ResponsiveTable minWidth={520} aria-label="Documents in the bundle">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>No.</Table.Th>
              <Table.Th>Document</Table.Th>
              <Table.Th>Pages</Table.Th>
              <Table.Th>In the PDF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filing.documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.position}.</Table.Td>
                <Table.Td data-label="Document">
                  <Anchor href={storedFileUrl(document.fileId)} target="_blank" rel="noopener">
                    {document.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label="Pages">
                  {document.firstPage === document.lastPage
                    ? document.firstPage
                    : `${document.firstPage}–${document.lastPage}`}
                </Table.Td>
                <Table.Td data-label="In the PDF">
                  {document.placement === "in_bundle" ? "Yes" : "Attached separately"}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Fields to copy into {FILING_SYSTEM_LABELS[filing.system]}
        </Title>
        <Table aria-label="Fields to copy">
          <Table.Tbody>
            {filing.copyFields.map((field) => (
              <Table.Tr key={field.label}>
                <Table.Th w="35%">{field.label}</Table.Th>
                <Table.Td>{field.value}</Table.Td>
                <Table.Td w={90}>
                  <CopyButton value={field.value}>
                    {({ copied, copy }) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={copy}
                        aria-label={`Copy ${field.label}`}
                      >
                        {copied ? "Copied" : "Copy"}
                      </Button>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <List type="ordered" size="sm">
          {filing.instructions.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>

      <RecordStatusForm key={`${filing.status}-${filing.reference ?? ""}`} filing={filing} />

      <Stack gap="xs">
        <Title order={3} size="h5">
          Response deadline
        </Title>
        <ResponseDeadline filing={filing} />
      </Stack>
      <Text size="xs" c="dimmed">
        Filing date {formatDate(filing.date)}
      </Text>
    </Stack>
  );
}

/** One filing: its bundle, documents, the fields to copy, and recording what the court's system said. */
export function FilingDetailModal({ filingId, onClose }: { filingId: string | null; onClose: () => void }) {
  const filing = useFiling(filingId);
  return (
    <Modal
      opened={filingId !== null}
      onClose={onClose}
      size="xl"
      title={filing.data ? `Case ${filing.data.caseNumber}` : "Court filing"}
    >
      {filing.isPending && <ListLoading label="Loading the filing" />}
      {filing.isError && (
        <ListLoadError title="The filing could not be loaded" onRetry={() => void filing.refetch()} />
      )}
      {filing.data && <FilingDetail filing={filing.data} />}
    </Modal>
  );
}
