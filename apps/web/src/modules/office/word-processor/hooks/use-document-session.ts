import {
  hasVisibleText,
  type TOfficeDocument,
  type TOfficeDocumentConflict,
  type TOfficeDocumentUpdateRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  fetchOfficeDocument,
  OFFICE_DOCUMENT_LIST_KEY,
  type OfficeDocumentSaveResult,
  officeDocumentQueryKey,
  officeDocumentVersionsQueryKey,
  updateOfficeDocument,
} from "../office-documents.api";

/** Spec: the document is saved this long after the person's last change. */
export const AUTOSAVE_DELAY_MS = 3000;

export type SaveStatus =
  | { kind: "saved"; at: Date }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "failed" }
  /** Someone saved a newer version: nothing is saved until the person chooses what to do. */
  | { kind: "conflict"; conflict: TOfficeDocumentConflict };

/** Why a save was not sent, or null when it can be. */
function saveBlocker(title: string, content: string): "blank" | null {
  return title.trim() === "" || !hasVisibleText(content) ? "blank" : null;
}

function updateRequest(document: TOfficeDocument, title: string, content: string, baseVersion: number) {
  return {
    title: title.trim(),
    type: document.type,
    template: document.template,
    content,
    clientId: document.clientId,
    matterId: document.matterId,
    isShared: document.isShared,
    baseVersion,
  } satisfies TOfficeDocumentUpdateRequest;
}

/** What the session keeps between renders without re-rendering: counts, the timer, the conflict flag. */
interface SessionBook {
  /** Changes the person made, and how many of them the server has. */
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

/** After a reload or restore: the editor shows the server's text, nothing is waiting to be saved. */
function resetBook(book: SessionBook): void {
  clearTimer(book);
  book.changeCount = 0;
  book.savedChangeCount = 0;
  book.isConflicted = false;
}

interface DocumentSessionOptions {
  document: TOfficeDocument;
  editor: Editor;
  title: string;
}

/**
 * Editing one document: counts the person's changes, saves 3 s after the last one (and on demand),
 * always over the version it loaded or last saved (`baseVersion`). A 409 stops saving and keeps the
 * conflict for the person to resolve. Unsaved changes are sent when the session ends (another
 * document opened, the screen left) and the browser warns before the tab is closed.
 */
export function useDocumentSession({ document, editor, title }: DocumentSessionOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved", at: new Date(document.updatedAt) });
  const [version, setVersion] = useState(document.version);
  const baseVersionRef = useRef(document.version);
  const bookRef = useRef<SessionBook>({
    changeCount: 0,
    savedChangeCount: 0,
    timer: null,
    inFlight: null,
    isConflicted: false,
  });
  const titleRef = useRef(title);
  titleRef.current = title;
  const documentRef = useRef(document);

  const isDirty = useCallback(() => hasUnsavedChanges(bookRef.current), []);

  /** The document as the server now has it: the cache, the lists and the versions are brought up to date. */
  const acceptSaved = useCallback(
    (saved: TOfficeDocument) => {
      documentRef.current = saved;
      baseVersionRef.current = saved.version;
      setVersion(saved.version);
      queryClient.setQueryData(officeDocumentQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: OFFICE_DOCUMENT_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: officeDocumentVersionsQueryKey(saved.id) });
    },
    [queryClient],
  );

  const enterConflict = useCallback((conflict: TOfficeDocumentConflict) => {
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
    const content = editor.getHTML();
    if (saveBlocker(titleRef.current, content)) {
      setStatus({ kind: "unsaved" });
      return false;
    }
    const sentChangeCount = current.changeCount;
    setStatus({ kind: "saving" });
    const attempt = (async () => {
      let result: OfficeDocumentSaveResult;
      try {
        result = await updateOfficeDocument(
          documentRef.current.id,
          updateRequest(documentRef.current, titleRef.current, content, baseVersionRef.current),
        );
      } catch (error) {
        setStatus({ kind: "failed" });
        notifications.show({
          title: "Update Failed",
          message: readApiErrorMessage(error) ?? "Failed to update document. Please try again.",
          color: "red",
        });
        return false;
      }
      if (result.kind === "conflict") {
        enterConflict(result.conflict);
        return false;
      }
      acceptSaved(result.document);
      current.savedChangeCount = sentChangeCount;
      if (hasUnsavedChanges(current)) {
        // The person typed while the save was on its way: that is saved in turn.
        setStatus({ kind: "unsaved" });
        if (current.timer === null) current.timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        return false;
      }
      setStatus({ kind: "saved", at: new Date() });
      return true;
    })();
    current.inFlight = attempt;
    try {
      return await attempt;
    } finally {
      current.inFlight = null;
    }
  }, [editor, acceptSaved, enterConflict]);

  /** The person changed the text or the title: save once they have paused for 3 s. */
  const markChanged = useCallback(() => {
    const current = bookRef.current;
    current.changeCount += 1;
    if (current.isConflicted) return;
    setStatus((shown) => (shown.kind === "saving" ? shown : { kind: "unsaved" }));
    clearTimer(current);
    current.timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  /** Replaces the editor's text and the base version with the server's newest, discarding the person's changes. */
  const loadLatest = useCallback(async (): Promise<TOfficeDocument> => {
    clearTimer(bookRef.current);
    const latest = await fetchOfficeDocument(documentRef.current.id);
    acceptSaved(latest);
    editor.commands.setContent(latest.content, { emitUpdate: false });
    resetBook(bookRef.current);
    setStatus({ kind: "saved", at: new Date(latest.updatedAt) });
    return latest;
  }, [editor, acceptSaved]);

  /** A restored version (or any document the server answered) becomes what the editor shows. */
  const adopt = useCallback(
    (saved: TOfficeDocument) => {
      acceptSaved(saved);
      editor.commands.setContent(saved.content, { emitUpdate: false });
      resetBook(bookRef.current);
      setStatus({ kind: "saved", at: new Date(saved.updatedAt) });
    },
    [editor, acceptSaved],
  );

  /** Forgets the person's changes (Close without saving). */
  const discardChanges = useCallback(() => {
    const current = bookRef.current;
    clearTimer(current);
    current.savedChangeCount = current.changeCount;
  }, []);

  // Leaving with changes not yet saved: send them now rather than lose them to the 3 s wait.
  useEffect(() => {
    const current = bookRef.current;
    return () => {
      clearTimer(current);
      if (!hasUnsavedChanges(current) || current.isConflicted) return;
      const content = editor.getHTML();
      if (saveBlocker(titleRef.current, content)) return;
      const request = updateRequest(documentRef.current, titleRef.current, content, baseVersionRef.current);
      void updateOfficeDocument(documentRef.current.id, request)
        .then(() => queryClient.invalidateQueries({ queryKey: OFFICE_DOCUMENT_LIST_KEY }))
        .catch(() => {
          notifications.show({
            title: "Update Failed",
            message: "Failed to update document. Please try again.",
            color: "red",
          });
        });
    };
  }, [editor, queryClient]);

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
