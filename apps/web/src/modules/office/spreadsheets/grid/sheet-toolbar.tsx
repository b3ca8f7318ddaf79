import {
  SPREADSHEET_FORMAT_LABELS,
  SPREADSHEET_FORMATS,
  type TSpreadsheetFormat,
  type TSpreadsheetNames,
} from "@inkundla/shared";
import { Button, Group, Menu, Text } from "@mantine/core";
import {
  IconChevronDown,
  IconColumnInsertLeft,
  IconColumnRemove,
  IconPin,
  IconPinnedOff,
  IconRowInsertTop,
  IconRowRemove,
  IconTag,
} from "@tabler/icons-react";
import { SHEET_NAME_LABELS } from "./sheet-labels";
import { SHEET_NAME_KEYS, type SheetNameKey } from "./sheet-model";

// The formats a person picks from a cell's menu; "text" is kept for imported cells only.
const MENU_FORMATS = SPREADSHEET_FORMATS.filter((format) => format !== "text");

interface SheetToolbarProps {
  selectedReference: string;
  format: TSpreadsheetFormat;
  names: TSpreadsheetNames;
  selectedName: SheetNameKey | null;
  isHeaderFrozen: boolean;
  isReadOnly: boolean;
  onFormat: (format: TSpreadsheetFormat) => void;
  onName: (key: SheetNameKey, isMarked: boolean) => void;
  onToggleFreeze: () => void;
  onInsertRow: () => void;
  onDeleteRow: () => void;
  onInsertColumn: () => void;
  onDeleteColumn: () => void;
}

/** Acting on the selected cell, its row or column, and the sheet's header row; it wraps on a phone. */
export function SheetToolbar({
  selectedReference,
  format,
  names,
  selectedName,
  isHeaderFrozen,
  isReadOnly,
  onFormat,
  onName,
  onToggleFreeze,
  onInsertRow,
  onDeleteRow,
  onInsertColumn,
  onDeleteColumn,
}: SheetToolbarProps) {
  const namedCells = SHEET_NAME_KEYS.map((key) => `${SHEET_NAME_LABELS[key]}: ${names[key] ?? "—"}`).join(
    " · ",
  );
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Sheet tools">
      <Menu position="bottom-start" withinPortal={false}>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            disabled={isReadOnly}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Format: ${SPREADSHEET_FORMAT_LABELS[format]}, cell ${selectedReference}`}
          >
            Format: {SPREADSHEET_FORMAT_LABELS[format]}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MENU_FORMATS.map((choice) => (
            <Menu.Item
              key={choice}
              onClick={() => onFormat(choice)}
              fw={choice === format ? 700 : undefined}
              aria-current={choice === format || undefined}
            >
              {SPREADSHEET_FORMAT_LABELS[choice]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="default"
        disabled={isReadOnly}
        leftSection={<IconRowInsertTop size={14} aria-hidden />}
        onClick={onInsertRow}
      >
        Insert row
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={isReadOnly}
        leftSection={<IconRowRemove size={14} aria-hidden />}
        onClick={onDeleteRow}
      >
        Delete row
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={isReadOnly}
        leftSection={<IconColumnInsertLeft size={14} aria-hidden />}
        onClick={onInsertColumn}
      >
        Insert column
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={isReadOnly}
        leftSection={<IconColumnRemove size={14} aria-hidden />}
        onClick={onDeleteColumn}
      >
        Delete column
      </Button>
      <Button
        size="xs"
        variant={isHeaderFrozen ? "light" : "default"}
        disabled={isReadOnly}
        aria-pressed={isHeaderFrozen}
        leftSection={
          isHeaderFrozen ? <IconPin size={14} aria-hidden /> : <IconPinnedOff size={14} aria-hidden />
        }
        onClick={onToggleFreeze}
      >
        Freeze header row
      </Button>
      <Menu position="bottom-start" withinPortal={false}>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            disabled={isReadOnly}
            leftSection={<IconTag size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            Mark {selectedReference} as
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SHEET_NAME_KEYS.map((key) => (
            <Menu.Item
              key={key}
              onClick={() => onName(key, true)}
              aria-current={selectedName === key || undefined}
            >
              {SHEET_NAME_LABELS[key]}
              {names[key] && names[key] !== selectedReference ? ` (now ${names[key]})` : ""}
            </Menu.Item>
          ))}
          {selectedName ? (
            <Menu.Item color="red" onClick={() => onName(selectedName, false)}>
              Remove the {SHEET_NAME_LABELS[selectedName].toLowerCase()} mark
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Text size="xs" c="dimmed" aria-label="Card figures are read from">
        {namedCells}
      </Text>
    </Group>
  );
}
