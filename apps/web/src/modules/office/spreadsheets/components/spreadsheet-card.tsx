import {
  formatCents,
  formatDate,
  SPREADSHEET_TYPE_LABELS,
  type TSpreadsheetListItem,
} from "@inkundla/shared";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconEye, IconTrash, IconUsers } from "@tabler/icons-react";
import { formatMarginBasisPoints, SPREADSHEET_TYPE_COLORS, sheetSizeLabel } from "../spreadsheet-labels";

interface SpreadsheetCardProps {
  spreadsheet: TSpreadsheetListItem;
  onOpen: (spreadsheet: TSpreadsheetListItem) => void;
  onDelete: (spreadsheet: TSpreadsheetListItem) => void;
}

function filedWith(spreadsheet: TSpreadsheetListItem): string | null {
  const matter = spreadsheet.matterReference
    ? [spreadsheet.matterReference, spreadsheet.matterTitle].filter(Boolean).join(" · ")
    : null;
  const parts = [spreadsheet.clientName, matter].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" — ") : null;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * One sheet in My Spreadsheets: its type, title, size, the revenue, profit and margin read from its
 * named cells (when it has them), the last change, whether it is shared and where it is filed, with
 * Open and, when allowed, Delete.
 */
export function SpreadsheetCard({ spreadsheet, onOpen, onDelete }: SpreadsheetCardProps) {
  const client = filedWith(spreadsheet);
  const { totalRevenue, totalProfit, avgMargin } = spreadsheet.totals;
  const figures = [
    totalRevenue === null ? null : { label: "Revenue", value: formatCents(totalRevenue) },
    totalProfit === null ? null : { label: "Profit", value: formatCents(totalProfit) },
    avgMargin === null ? null : { label: "Margin", value: formatMarginBasisPoints(avgMargin) },
  ].filter((figure): figure is { label: string; value: string } => figure !== null);
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: "sm", sm: "md" }}
      aria-label={spreadsheet.title}
      h="100%"
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={SPREADSHEET_TYPE_COLORS[spreadsheet.type]} variant="light">
              {SPREADSHEET_TYPE_LABELS[spreadsheet.type]}
            </Badge>
            {spreadsheet.isShared ? (
              <Badge color="green" variant="light" leftSection={<IconUsers size={12} aria-hidden />}>
                Shared
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {spreadsheet.title}
          </Title>
          <Text size="sm" c="dimmed">
            {sheetSizeLabel(spreadsheet.structure)} · Updated {formatDate(spreadsheet.updatedAt)}
          </Text>
          {figures.length > 0 ? (
            <SimpleGrid cols={3} spacing="xs">
              {figures.map((figure) => (
                <Figure key={figure.label} {...figure} />
              ))}
            </SimpleGrid>
          ) : null}
          {client ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {client}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={
              spreadsheet.canEdit ? <IconEdit size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
            }
            aria-label={`Open ${spreadsheet.title}`}
            onClick={() => onOpen(spreadsheet)}
          >
            Open
          </Button>
          {spreadsheet.canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${spreadsheet.title}`}
              onClick={() => onDelete(spreadsheet)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
