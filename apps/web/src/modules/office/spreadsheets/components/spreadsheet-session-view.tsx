import { SPREADSHEET_MESSAGES, SPREADSHEET_TYPE_LABELS } from "@inkundla/shared";
import { Alert, Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconDeviceFloppy,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconHistory,
  IconLock,
  IconX,
} from "@tabler/icons-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { downloadFile, readApiErrorMessage } from "../../../../lib/api-client";
import { SheetEditor } from "../grid/sheet-editor";
import { useSpreadsheetSession } from "../hooks/use-spreadsheet-session";
import { useCreateSpreadsheet } from "../hooks/use-spreadsheets";
import { spreadsheetExportPath, type TOpenedSpreadsheet } from "../spreadsheets.api";
import { CloseSpreadsheetDialog } from "./close-spreadsheet-dialog";
import { KeptChangesBox } from "./kept-changes-box";
import { SpreadsheetConflictBanner, SpreadsheetConflictDialog } from "./spreadsheet-conflict-dialog";
import { SpreadsheetSaveStatusText } from "./spreadsheet-save-status";
import { SpreadsheetVersionsDrawer } from "./spreadsheet-versions-drawer";

interface SpreadsheetSessionViewProps {
  spreadsheet: TOpenedSpreadsheet;
  onClose: () => void;
  /** Another sheet should be opened in the editor (the copy made of the person's changes). */
  onOpenSpreadsheet: (spreadsheetId: string) => void;
}

/** A file name from a title: the characters a file system refuses are replaced. */
function exportFileName(title: string, format: "xlsx" | "csv"): string {
  const base = title.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Spreadsheet";
  return `${base}.${format}`;
}

/**
 * The Editor tab with a sheet open: its title, the grid, the save status and autosave, Save (or
 * Ctrl+S), Versions, export to Excel and CSV, and Close. A colleague's newer save stops autosave and
 * asks the person to choose; a sheet the person may only read opens read-only.
 */
export function SpreadsheetSessionView({
  spreadsheet,
  onClose,
  onOpenSpreadsheet,
}: SpreadsheetSessionViewProps) {
  const canEdit = spreadsheet.canEdit;
  const [title, setTitle] = useState(spreadsheet.title);
  const [keptChanges, setKeptChanges] = useState<string[] | null>(null);
  const [isVersionsOpen, setVersionsOpen] = useState(false);
  const [isCloseAsked, setCloseAsked] = useState(false);
  const [isConflictDialogOpen, setConflictDialogOpen] = useState(true);
  const [isReloading, setReloading] = useState(false);
  const [isSavingOnRequest, setSavingOnRequest] = useState(false);
  const [exporting, setExporting] = useState<"xlsx" | "csv" | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const session = useSpreadsheetSession({ spreadsheet, title });
  const copy = useCreateSpreadsheet({ onCreated: (created) => onOpenSpreadsheet(created.id) });
  const conflict = session.status.kind === "conflict" ? session.status.conflict : null;

  const saveOnRequest = async (): Promise<boolean> => {
    if (title.trim() === "") {
      notifications.show({ title: "Validation Error", message: SPREADSHEET_MESSAGES.title, color: "red" });
      return false;
    }
    setSavingOnRequest(true);
    try {
      return await session.save();
    } finally {
      setSavingOnRequest(false);
    }
  };

  const save = async () => {
    if (await saveOnRequest()) {
      notifications.show({
        title: "Spreadsheet Updated",
        message: "Your changes have been saved successfully",
        color: "green",
      });
    }
  };

  /** Ctrl+S (Cmd+S): whatever is being typed into a cell is kept first, then the sheet is saved. */
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s") return;
    event.preventDefault();
    event.stopPropagation();
    if (!canEdit || conflict !== null) return;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && wrapperRef.current?.contains(active)) {
      active.blur();
      wrapperRef.current.querySelector<HTMLElement>('[role="grid"]')?.focus();
    }
    void save();
  };

  const reloadTheirs = async () => {
    setReloading(true);
    try {
      const { latest, keptChanges: kept } = await session.loadLatest();
      setTitle(latest.title);
      setKeptChanges(kept.length > 0 ? kept : null);
      setConflictDialogOpen(true);
    } catch (error) {
      notifications.show({
        title: "Reload Failed",
        message: readApiErrorMessage(error) ?? "Failed to load the latest version. Please try again.",
        color: "red",
      });
    } finally {
      setReloading(false);
    }
  };

  const keepMineAsCopy = () => {
    copy.mutate({
      title: `${title.trim() || spreadsheet.title} (my copy)`.slice(0, 200),
      type: spreadsheet.type,
      clientId: spreadsheet.clientId,
      matterId: spreadsheet.matterId,
      isShared: false,
      structure: session.model.toStructure(),
      data: session.model.toData(),
    });
  };

  const exportAs = async (format: "xlsx" | "csv") => {
    // The server exports what it has saved: send the person's changes first.
    if (canEdit && session.isDirty() && !(await saveOnRequest())) return;
    setExporting(format);
    try {
      await downloadFile(spreadsheetExportPath(spreadsheet.id, format), exportFileName(title, format));
    } catch (error) {
      notifications.show({
        title: "Export Failed",
        message: readApiErrorMessage(error) ?? "Failed to export the spreadsheet. Please try again.",
        color: "red",
      });
    } finally {
      setExporting(null);
    }
  };

  const close = () => {
    if (canEdit && session.isDirty() && conflict === null) setCloseAsked(true);
    else onClose();
  };

  const conflictChoice = conflict
    ? {
        conflict,
        isReloading,
        isCopying: copy.isPending,
        onReloadTheirs: () => void reloadTheirs(),
        onKeepMineAsCopy: keepMineAsCopy,
      }
    : null;

  return (
    <Stack gap="md" ref={wrapperRef} onKeyDownCapture={handleKeyDownCapture}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Spreadsheet title"
          withAsterisk={canEdit}
          readOnly={!canEdit}
          maxLength={200}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            session.markChanged();
          }}
          style={{ flex: "1 1 280px" }}
        />
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{SPREADSHEET_TYPE_LABELS[spreadsheet.type]}</Badge>
          <Badge variant="outline" color="gray" aria-label={`Version ${session.version}`}>
            v{session.version}
          </Badge>
          {canEdit ? <SpreadsheetSaveStatusText status={session.status} /> : null}
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Spreadsheet actions">
        {canEdit ? (
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={isSavingOnRequest}
            disabled={conflict !== null}
            onClick={() => void save()}
          >
            Save
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={() => setVersionsOpen(true)}
        >
          Versions
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exporting === "xlsx"}
          onClick={() => void exportAs("xlsx")}
        >
          Export XLSX
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          loading={exporting === "csv"}
          onClick={() => void exportAs("csv")}
        >
          Export CSV
        </Button>
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={close}>
          Close
        </Button>
      </Group>
      {canEdit ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          You may read this spreadsheet but not change it: it belongs to a colleague and is not shared.
        </Alert>
      )}
      {conflictChoice && !isConflictDialogOpen ? <SpreadsheetConflictBanner {...conflictChoice} /> : null}
      {keptChanges ? <KeptChangesBox lines={keptChanges} onDismiss={() => setKeptChanges(null)} /> : null}
      <SheetEditor
        key={session.generation}
        model={session.model}
        isReadOnly={!canEdit || conflict !== null}
        label={title.trim() || spreadsheet.title}
      />
      {conflictChoice ? (
        <SpreadsheetConflictDialog
          {...conflictChoice}
          opened={isConflictDialogOpen}
          onDecideLater={() => setConflictDialogOpen(false)}
        />
      ) : null}
      <SpreadsheetVersionsDrawer
        opened={isVersionsOpen}
        onClose={() => setVersionsOpen(false)}
        spreadsheetId={spreadsheet.id}
        currentVersion={session.version}
        canRestore={canEdit}
        hasUnsavedChanges={session.isDirty()}
        onRestored={(restored) => {
          session.adopt(restored);
          setTitle(restored.title);
          setVersionsOpen(false);
        }}
        onConflict={(found) => {
          session.enterConflict(found);
          setConflictDialogOpen(true);
          setVersionsOpen(false);
        }}
      />
      <CloseSpreadsheetDialog
        opened={isCloseAsked}
        isSaving={isSavingOnRequest}
        onCancel={() => setCloseAsked(false)}
        onDiscard={() => {
          session.discardChanges();
          setCloseAsked(false);
          onClose();
        }}
        onSaveAndClose={() =>
          void saveOnRequest().then((isSaved) => {
            setCloseAsked(false);
            if (isSaved) onClose();
          })
        }
      />
    </Stack>
  );
}
