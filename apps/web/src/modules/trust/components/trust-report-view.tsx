import type {
  TTrustReport,
  TTrustReportColumn,
  TTrustReportRow,
  TTrustReportSummaryLine,
  TTrustReportTable,
  TTrustReportValueKind,
} from "@inkundla/shared";
import { formatDateTime } from "@inkundla/shared";
import { Alert, Button, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { formatReportValue } from "../trust-format";

// A journal may run to 50 000 lines: the screen shows them a page at a time, the CSV holds them all.
const ROWS_PER_PAGE = 500;
// The server gives each column a relative print width; about 110 px per unit keeps a table readable
// before it starts to scroll sideways on a phone.
const PIXELS_PER_WIDTH_UNIT = 110;
const MIN_TABLE_WIDTH = 480;

function isFigure(kind: TTrustReportValueKind): boolean {
  return kind === "money" || kind === "integer";
}

/** Any trust report from the server (`ZTrustReport`), as the PDF lays it out: heading, summary, tables, notes. */
export function TrustReportView({ report }: { report: TTrustReport }) {
  return (
    <Stack gap="md" component="section" aria-label={report.title}>
      <Stack gap={2}>
        <Title order={3} size="h4">
          {report.title}
        </Title>
        {report.subject ? <Text fw={600}>{report.subject}</Text> : null}
        <Text size="sm">{report.period.label}</Text>
        <Text size="xs" c="dimmed">
          {report.firmName} · made by {report.generatedByName} on {formatDateTime(report.generatedAt)}
        </Text>
      </Stack>
      {report.summary.length > 0 ? <ReportSummary lines={report.summary} /> : null}
      {report.tables.map((table) => (
        <ReportTable key={table.key} table={table} label={table.title ?? report.title} />
      ))}
      {report.notes.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Notes">
          <List size="sm" spacing={4}>
            {report.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

function ReportSummary({ lines }: { lines: TTrustReportSummaryLine[] }) {
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table withTableBorder verticalSpacing={6} aria-label="Summary" maw={640}>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Th scope="row" fw={500}>
                {line.label}
              </Table.Th>
              <Table.Td
                ta={isFigure(line.kind) ? "right" : undefined}
                fw={line.kind === "money" ? 600 : undefined}
                style={{ whiteSpace: isFigure(line.kind) ? "nowrap" : undefined }}
              >
                {formatReportValue(line.value, line.kind)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReportCells({ columns, row }: { columns: TTrustReportColumn[]; row: TTrustReportRow }) {
  return columns.map((column) => (
    <Table.Td
      key={column.key}
      ta={isFigure(column.kind) ? "right" : undefined}
      style={{ whiteSpace: column.wrap ? undefined : "nowrap" }}
    >
      {formatReportValue(row[column.key], column.kind)}
    </Table.Td>
  ));
}

function ReportTable({ table, label }: { table: TTrustReportTable; label: string }) {
  const [shownCount, setShownCount] = useState(ROWS_PER_PAGE);
  const widthUnits = table.columns.reduce((total, column) => total + column.width, 0);
  const minWidth = Math.max(MIN_TABLE_WIDTH, Math.round(widthUnits * PIXELS_PER_WIDTH_UNIT));
  const shownRows = table.rows.slice(0, shownCount);

  return (
    <Stack gap="xs">
      {table.title ? (
        <Title order={4} size="h5">
          {table.title}
        </Title>
      ) : null}
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {table.emptyMessage}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="xs" striped withTableBorder aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column.key} ta={isFigure(column.kind) ? "right" : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shownRows.map((row, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no id and never move.
                  <Table.Tr key={position}>
                    <ReportCells columns={table.columns} row={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {table.totals ? (
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <ReportCells columns={table.columns} row={table.totals} />
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </Table.ScrollContainer>
          {table.rows.length > shownRows.length ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Showing {shownRows.length.toLocaleString("en-ZA")} of{" "}
                {table.rows.length.toLocaleString("en-ZA")} lines; the CSV holds them all.
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => setShownCount((count) => count + ROWS_PER_PAGE)}
              >
                Show more
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
