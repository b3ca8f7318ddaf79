import { PDF_STAMP_KINDS, PDF_STAMP_LABELS, type TPdfStampKind } from "@inkundla/shared";
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Text, Tooltip } from "@mantine/core";
import {
  IconChevronLeft,
  IconChevronRight,
  IconEraser,
  IconHighlight,
  IconNote,
  IconPointer,
  IconRubberStamp,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { PdfTool } from "../viewer/pdf-page-view";

/** The zoom choices: fit the page's width, or a share of its real size. */
export const ZOOM_CHOICES = ["fit", "50", "75", "100", "125", "150", "200"] as const;
export type ZoomChoice = (typeof ZOOM_CHOICES)[number];

const TOOLS: { tool: PdfTool; label: string; icon: ReactNode }[] = [
  { tool: "select", label: "Select", icon: <IconPointer size={16} aria-hidden /> },
  { tool: "highlight", label: "Highlight", icon: <IconHighlight size={16} aria-hidden /> },
  { tool: "note", label: "Note", icon: <IconNote size={16} aria-hidden /> },
  { tool: "redact", label: "Redact", icon: <IconEraser size={16} aria-hidden /> },
  { tool: "stamp", label: "Stamp", icon: <IconRubberStamp size={16} aria-hidden /> },
];

interface PdfEditorToolbarProps {
  tool: PdfTool;
  onToolChange: (tool: PdfTool) => void;
  stamp: TPdfStampKind;
  onStampChange: (stamp: TPdfStampKind) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  zoom: ZoomChoice;
  onZoomChange: (zoom: ZoomChoice) => void;
  isEditingDisabled: boolean;
}

/** Tools (toggle buttons), the stamp chosen, page navigation and zoom; wraps on a narrow screen. */
export function PdfEditorToolbar({
  tool,
  onToolChange,
  stamp,
  onStampChange,
  page,
  pageCount,
  onPageChange,
  zoom,
  onZoomChange,
  isEditingDisabled,
}: PdfEditorToolbarProps) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Group gap={4} wrap="wrap" role="toolbar" aria-label="Tools">
        {TOOLS.map((entry) => (
          <Button
            key={entry.tool}
            size="xs"
            variant={tool === entry.tool ? "filled" : "default"}
            aria-pressed={tool === entry.tool}
            leftSection={entry.icon}
            disabled={entry.tool !== "select" && isEditingDisabled}
            onClick={() => onToolChange(entry.tool)}
          >
            {entry.label}
          </Button>
        ))}
      </Group>
      {tool === "stamp" ? (
        <NativeSelect
          size="xs"
          label="Stamp"
          value={stamp}
          data={PDF_STAMP_KINDS.map((kind) => ({ value: kind, label: PDF_STAMP_LABELS[kind] }))}
          onChange={(event) => onStampChange(event.currentTarget.value as TPdfStampKind)}
        />
      ) : null}
      <Group gap={4} wrap="nowrap" align="flex-end" role="group" aria-label="Page navigation">
        <Tooltip label="Previous page">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <NumberInput
          size="xs"
          label="Page"
          w={80}
          min={1}
          max={pageCount}
          allowDecimal={false}
          allowNegative={false}
          value={page}
          onChange={(value) => {
            if (typeof value === "number" && value >= 1 && value <= pageCount) onPageChange(value);
          }}
        />
        <Text size="sm" pb={6}>
          of {pageCount}
        </Text>
        <Tooltip label="Next page">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <NativeSelect
        size="xs"
        label="Zoom"
        value={zoom}
        data={ZOOM_CHOICES.map((value) => ({ value, label: value === "fit" ? "Fit width" : `${value}%` }))}
        onChange={(event) => onZoomChange(event.currentTarget.value as ZoomChoice)}
      />
    </Group>
  );
}
