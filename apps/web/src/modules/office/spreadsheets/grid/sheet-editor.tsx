import { cellRef, columnLabel } from "@inkundla/shared";
import { Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type KeyboardEvent, useCallback, useId, useRef, useState, useSyncExternalStore } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { CellEditor } from "./cell-editor";
import { FormulaBar } from "./formula-bar";
import { type CellPosition, isTypingKey, moveForKey, moveSelection } from "./grid-navigation";
import { SheetGrid } from "./sheet-grid";
import type { SheetModel } from "./sheet-model";
import { SheetToolbar } from "./sheet-toolbar";

/** The cell being edited, where (in the cell or the formula bar), and the text so far. */
interface CellDraft {
  position: CellPosition;
  text: string;
  origin: "cell" | "bar";
}

type PendingDeletion = { axis: "row" | "column"; index: number } | null;

interface SheetEditorProps {
  model: SheetModel;
  isReadOnly: boolean;
  label: string;
}

function keepWithin(position: CellPosition, model: SheetModel): CellPosition {
  return {
    row: Math.min(Math.max(position.row, 1), model.rows),
    column: Math.min(Math.max(position.column, 1), model.columns),
  };
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : "The sheet could not be changed.";
}

/**
 * A sheet to work in: the tools, the formula bar and the grid. Typing on a cell, F2 or Enter edits it;
 * Enter, Tab and the arrows move; Escape puts a cell back; Delete clears it. All of it works from the
 * keyboard alone.
 */
export function SheetEditor({ model, isReadOnly, label }: SheetEditorProps) {
  const gridId = useId();
  const gridRef = useRef<HTMLTableElement | null>(null);
  const formulaBarRef = useRef<HTMLInputElement | null>(null);
  const [selection, setSelection] = useState<CellPosition>({ row: 1, column: 1 });
  const [draft, setDraftState] = useState<CellDraft | null>(null);
  const draftRef = useRef<CellDraft | null>(null);
  const [pendingDeletion, setPendingDeletion] = useState<PendingDeletion>(null);
  const pageRowsRef = useRef(10);
  useSyncExternalStore(model.subscribe, model.settingsSnapshot);
  useSyncExternalStore(model.subscribe, () => model.rowSnapshot(selection.row));

  const shown = keepWithin(selection, model);
  const reference = cellRef(shown.row, shown.column);

  const setDraft = useCallback((next: CellDraft | null) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const focusGrid = useCallback(() => gridRef.current?.focus(), []);

  /** Writes the draft into its cell (once: a blur after Enter finds nothing left to write). */
  const commitDraft = useCallback(() => {
    const current = draftRef.current;
    if (!current) return;
    setDraft(null);
    model.setInput(current.position.row, current.position.column, current.text);
  }, [model, setDraft]);

  const select = useCallback(
    (position: CellPosition) => {
      commitDraft();
      setSelection(keepWithin(position, model));
    },
    [commitDraft, model],
  );

  const startEditing = useCallback(
    (position: CellPosition, text?: string) => {
      if (isReadOnly) return;
      const target = keepWithin(position, model);
      setSelection(target);
      setDraft({ position: target, text: text ?? model.input(target.row, target.column), origin: "cell" });
    },
    [isReadOnly, model, setDraft],
  );

  const cancelDraft = () => {
    setDraft(null);
    focusGrid();
  };

  /** Enter, Tab or an arrow in an editor: keep the text, move on as the key says, back to the grid. */
  const commitAndMove = (event: KeyboardEvent<HTMLInputElement>) => {
    const from = draftRef.current?.position ?? shown;
    commitDraft();
    const move = moveForKey(event);
    setSelection(move ? moveSelection(from, move, model, pageRowsRef.current) : from);
    focusGrid();
  };

  const runChange = (change: () => void) => {
    try {
      change();
    } catch (error) {
      notifications.show({
        title: "The sheet was not changed",
        message: describeFailure(error),
        color: "red",
      });
    }
  };

  const deleteRowOrColumn = (deletion: NonNullable<PendingDeletion>) => {
    runChange(() => {
      if (deletion.axis === "row") model.deleteRows(deletion.index, 1);
      else model.deleteColumns(deletion.index, 1);
    });
    setSelection((current) => keepWithin(current, model));
  };

  const askToDelete = (axis: "row" | "column") => {
    commitDraft();
    const index = axis === "row" ? shown.row : shown.column;
    const isEmpty = axis === "row" ? model.isRowEmpty(index) : model.isColumnEmpty(index);
    if (isEmpty) deleteRowOrColumn({ axis, index });
    else setPendingDeletion({ axis, index });
  };

  const handleGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys typed into the cell editor are its own.
    if (event.target !== event.currentTarget) return;
    const { key } = event;
    if (!isReadOnly && (key === "F2" || (key === "Enter" && !event.shiftKey))) {
      event.preventDefault();
      startEditing(shown);
      return;
    }
    if (!isReadOnly && (key === "Delete" || key === "Backspace")) {
      event.preventDefault();
      model.setInput(shown.row, shown.column, "");
      return;
    }
    const move = moveForKey(event);
    if (move) {
      const next = moveSelection(shown, move, model, pageRowsRef.current);
      // Tab at the sheet's edge leaves the grid, so the keyboard is never trapped in it.
      if (key === "Tab" && next.row === shown.row && next.column === shown.column) return;
      event.preventDefault();
      setSelection(next);
      return;
    }
    if (!isReadOnly && isTypingKey(event)) {
      event.preventDefault();
      startEditing(shown, key);
    }
  };

  const cellDraft = draft && draft.origin === "cell" ? draft : null;
  const editor = cellDraft ? (
    <CellEditor
      reference={cellRef(cellDraft.position.row, cellDraft.position.column)}
      text={cellDraft.text}
      onChange={(text) => setDraft({ ...cellDraft, text })}
      onCommitKey={commitAndMove}
      onCancel={cancelDraft}
      onBlur={(focusGoesTo) => {
        if (focusGoesTo === formulaBarRef.current) return;
        commitDraft();
      }}
    />
  ) : null;

  const onPageRowsChange = useCallback((pageRows: number) => {
    pageRowsRef.current = pageRows;
  }, []);

  return (
    <Stack gap="xs">
      <SheetToolbar
        selectedReference={reference}
        format={model.format(shown.row, shown.column)}
        names={model.namedCells()}
        selectedName={model.nameOf(shown.row, shown.column)}
        isHeaderFrozen={model.frozenRows === 1}
        isReadOnly={isReadOnly}
        onFormat={(format) => model.setFormat(shown.row, shown.column, format)}
        onName={(key, isMarked) => model.setName(key, isMarked ? shown : null)}
        onToggleFreeze={() => model.setFrozenRows(model.frozenRows === 1 ? 0 : 1)}
        onInsertRow={() => {
          commitDraft();
          runChange(() => model.insertRows(shown.row, 1));
        }}
        onDeleteRow={() => askToDelete("row")}
        onInsertColumn={() => {
          commitDraft();
          runChange(() => model.insertColumns(shown.column, 1));
        }}
        onDeleteColumn={() => askToDelete("column")}
      />
      <FormulaBar
        reference={reference}
        text={draft ? draft.text : model.input(shown.row, shown.column)}
        isReadOnly={isReadOnly}
        inputRef={formulaBarRef}
        onFocus={() => {
          if (isReadOnly) return;
          const current = draftRef.current;
          setDraft(
            current
              ? { ...current, origin: "bar" }
              : { position: shown, text: model.input(shown.row, shown.column), origin: "bar" },
          );
        }}
        onChange={(text) => {
          const current = draftRef.current;
          setDraft({ position: current?.position ?? shown, text, origin: "bar" });
        }}
        onCommitKey={commitAndMove}
        onCancel={cancelDraft}
        onBlur={() => {
          if (draftRef.current?.origin === "bar") commitDraft();
        }}
      />
      <SheetGrid
        model={model}
        gridId={gridId}
        label={label}
        selection={shown}
        editor={editor}
        onSelect={select}
        onStartEditing={startEditing}
        onKeyDown={handleGridKeyDown}
        gridRef={gridRef}
        onPageRowsChange={onPageRowsChange}
      />
      <ConfirmDialog
        opened={pendingDeletion !== null}
        title={pendingDeletion?.axis === "column" ? "Delete column" : "Delete row"}
        message={
          pendingDeletion?.axis === "column"
            ? `Column ${columnLabel(pendingDeletion.index)} holds entries. Delete it? Formulas that point at it show #REF!.`
            : `Row ${pendingDeletion?.index ?? ""} holds entries. Delete it? Formulas that point at it show #REF!.`
        }
        confirmLabel="Delete"
        isDestructive
        isPending={false}
        onConfirm={() => {
          if (pendingDeletion) deleteRowOrColumn(pendingDeletion);
          setPendingDeletion(null);
          focusGrid();
        }}
        onClose={() => setPendingDeletion(null)}
      />
    </Stack>
  );
}
