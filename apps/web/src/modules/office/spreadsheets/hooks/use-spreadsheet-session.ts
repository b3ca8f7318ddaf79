import type { TSpreadsheetConflict, TSpreadsheetUpdateInput } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import { SheetModel } from "../grid/sheet-model";
import {
  fetchSpreadsheet,
  SPREADSHEET_LIST_KEY,
  type SpreadsheetSaveResult,
  spreadsheetQueryKey,
  spreadsheetVersionsQueryKey,
  type TOpenedSpreadsheet,
  updateSpreadsheet,
} from "../spreadsheets.api";

/** The sheet is saved this long after the person's last change (a burst of typing is one save). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SpreadsheetSaveStatus =
  | { kind: "saved"; at: Date }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "failed" }
  /** Someone saved a newer version: nothing is saved until the person chooses what to do. */
  | { kind: "conflict"; conflict: TSpreadsheetConflict };

function updateRequest(
  spreadsheet: TOpenedSpreadsheet,
  model: SheetModel,
  title: string,
  baseVersion: number,
): TSpreadsheetUpdateInput {
  return {
    title: title.trim(),
    type: spreadsheet.type,
    clientId: spreadsheet.clientId,
    matterId: spreadsheet.matterId,
    isShared: spreadsheet.isShared,
    structure: model.toStructure(),
    data: model.toData(),
    baseVersion,
  };
}

/** What the session keeps between renders without re-rendering: counts, the timer, the conflict flag. */
interface SessionBook {
  changeCount: number;
  savedChangeCount: number;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<boolean> | null;
  isConflicted: boolean;
}

function hasUnsavedChanges(book: SessionBook): boolean {
  return book.changeCount > book.savedChangeCount;
}

function clearTimer(book: SessionBook): void {
  if (book.timer !== null) clearTimeout(book.timer);
  book.timer = null;
}

function resetBook(book: SessionBook): void {
  clearTimer(book);
  book.changeCount = 0;
  book.savedChangeCount = 0;
  book.isConflicted = false;
}

function showUpdateFailed(error: unknown): void {
  notifications.show({
    title: "Update Failed",
    message: readApiErrorMessage(error) ?? "Failed to update spreadsheet. Please try again.",
    color: "red",
  });
}

/**
 * Editing one sheet: builds its model, counts the person's changes and saves 1.5 s after the last one
 * (and on demand), always over the version it loaded or last saved (`baseVersion`). A 409 stops saving
 * and keeps the conflict — and the person's inputs on screen — until they choose. Changes not yet sent
 * go when the session ends, and the browser warns before the tab is closed.
 */
export function useSpreadsheetSession({
  spreadsheet,
  title,
}: {
  spreadsheet: TOpenedSpreadsheet;
  title: string;
}) {
  const queryClient = useQueryClient();
  const [model, setModel] = useState(() => new SheetModel(spreadsheet));
  /** Counts the sheets shown in this session, so the grid starts afresh (selection, editor) on a reload. */
  const [generation, setGeneration] = useState(0);
  const modelRef = useRef(model);
  const [status, setStatus] = useState<SpreadsheetSaveStatus>({
    kind: "saved",
    at: new Date(spreadsheet.updatedAt),
  });
  const [version, setVersion] = useState(spreadsheet.version);
  const baseVersionRef = useRef(spreadsheet.version);
  const bookRef = useRef<SessionBook>({
    changeCount: 0,
    savedChangeCount: 0,
    timer: null,
    inFlight: null,
    isConflicted: false,
  });
  const titleRef = useRef(title);
  titleRef.current = title;
  const spreadsheetRef = useRef(spreadsheet);

  const isDirty = useCallback(() => hasUnsavedChanges(bookRef.current), []);

  const acceptSaved = useCallback(
    (saved: TOpenedSpreadsheet) => {
      spreadsheetRef.current = saved;
      baseVersionRef.current = saved.version;
      setVersion(saved.version);
      queryClient.setQueryData(spreadsheetQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: SPREADSHEET_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: spreadsheetVersionsQueryKey(saved.id) });
    },
    [queryClient],
  );

  const enterConflict = useCallback((conflict: TSpreadsheetConflict) => {
    bookRef.current.isConflicted = true;
    clearTimer(bookRef.current);
    setStatus({ kind: "conflict", conflict });
  }, []);

  /** Sends the person's changes; answers whether everything is now saved. Never two saves at once. */
  const save = useCallback(async (): Promise<boolean> => {
    const current = bookRef.current;
    if (current.inFlight) await current.inFlight;
    if (current.isConflicted) return false;
    if (!hasUnsavedChanges(current)) return true;
    clearTimer(current);
    if (titleRef.current.trim() === "") {
      setStatus({ kind: "unsaved" });
      return false;
    }
    const sentChangeCount = current.changeCount;
    const sentModel = modelRef.current;
    const request = updateRequest(
      spreadsheetRef.current,
      sentModel,
      titleRef.current,
      baseVersionRef.current,
    );
    setStatus({ kind: "saving" });
    const attempt = (async () => {
      let result: SpreadsheetSaveResult;
      try {
        result = await updateSpreadsheet(spreadsheetRef.current.id, request);
      } catch (error) {
        setStatus({ kind: "failed" });
        showUpdateFailed(error);
        return false;
      }
      if (result.kind === "conflict") {
        enterConflict(result.conflict);
        return false;
      }
      acceptSaved(result.spreadsheet);
      current.savedChangeCount = sentChangeCount;
      if (hasUnsavedChanges(current)) {
        // The person typed while the save was on its way: that is saved in turn.
        setStatus({ kind: "unsaved" });
        if (current.timer === null) current.timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        return false;
      }
      sentModel.markSaved();
      setStatus({ kind: "saved", at: new Date() });
      return true;
    })();
    current.inFlight = attempt;
    try {
      return await attempt;
    } finally {
      current.inFlight = null;
    }
  }, [acceptSaved, enterConflict]);

  /** The person changed a cell, the sheet's shape or the title: save once they pause. */
  const markChanged = useCallback(() => {
    const current = bookRef.current;
    current.changeCount += 1;
    if (current.isConflicted) return;
    setStatus((shown) => (shown.kind === "saving" ? shown : { kind: "unsaved" }));
    clearTimer(current);
    current.timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  useEffect(() => model.subscribeEdits(markChanged), [model, markChanged]);

  /** Shows `saved` (the server's newest, or a restored version) in place of the person's sheet. */
  const adopt = useCallback(
    (saved: TOpenedSpreadsheet) => {
      acceptSaved(saved);
      const next = new SheetModel(saved);
      modelRef.current = next;
      setModel(next);
      setGeneration((current) => current + 1);
      resetBook(bookRef.current);
      setStatus({ kind: "saved", at: new Date(saved.updatedAt) });
    },
    [acceptSaved],
  );

  /**
   * After a conflict: loads the colleague's version in place of the person's, and answers what the
   * person had changed so the screen can keep it in view for copying.
   */
  const loadLatest = useCallback(async (): Promise<{ latest: TOpenedSpreadsheet; keptChanges: string[] }> => {
    clearTimer(bookRef.current);
    const keptChanges = modelRef.current.describeUnsavedChanges();
    const latest = await fetchSpreadsheet(spreadsheetRef.current.id);
    adopt(latest);
    return { latest, keptChanges };
  }, [adopt]);

  /** Forgets the person's changes (Close without saving). */
  const discardChanges = useCallback(() => {
    const current = bookRef.current;
    clearTimer(current);
    current.savedChangeCount = current.changeCount;
  }, []);

  // Leaving with changes not yet saved: send them now rather than lose them to the wait.
  useEffect(() => {
    const current = bookRef.current;
    return () => {
      clearTimer(current);
      if (!hasUnsavedChanges(current) || current.isConflicted || titleRef.current.trim() === "") return;
      const request = updateRequest(
        spreadsheetRef.current,
        modelRef.current,
        titleRef.current,
        baseVersionRef.current,
      );
      void updateSpreadsheet(spreadsheetRef.current.id, request)
        .then(() => queryClient.invalidateQueries({ queryKey: SPREADSHEET_LIST_KEY }))
        .catch(showUpdateFailed);
    };
  }, [queryClient]);

  // The browser asks before a tab with unsaved changes is closed or reloaded.
  useEffect(() => {
    const current = bookRef.current;
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges(current)) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return {
    model,
    generation,
    status,
    /** The version the next save is based on. */
    version,
    isDirty,
    save,
    markChanged,
    loadLatest,
    adopt,
    discardChanges,
    enterConflict,
  };
}
