import { Paper, Stack, Switch, Table, Text, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";

export type FigureTable = { columns: string[]; rows: string[][] };

/**
 * A chart and its figures as a table. The chart is a picture (hidden from screen readers and the
 * keyboard); the table carries the same numbers, read by screen readers always and shown on screen
 * with the switch.
 */
export function ChartWithTable({
  title,
  chart,
  table,
}: {
  title: string;
  chart: ReactNode;
  table: FigureTable;
}) {
  const [isTableShown, setTableShown] = useState(false);
  const headingId = useId();
  const figures = (
    <Table striped withTableBorder aria-labelledby={headingId}>
      <Table.Caption>{`${title}: figures`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.join("|")}>
            {row.map((cell, index) => (
              <Table.Td key={`${table.columns[index]}`} ta={index === 0 ? "left" : "right"}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600} id={headingId}>
          {title}
        </Text>
        {/* inert, not only aria-hidden: the chart library makes its drawing focusable for the keyboard. */}
        <div inert>{chart}</div>
        <Switch
          label="Show the figures as a table"
          checked={isTableShown}
          onChange={(event) => setTableShown(event.currentTarget.checked)}
        />
        {isTableShown ? figures : <VisuallyHidden>{figures}</VisuallyHidden>}
      </Stack>
    </Paper>
  );
}
