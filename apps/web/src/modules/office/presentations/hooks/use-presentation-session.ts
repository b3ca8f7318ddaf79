import type {
  TPresentation,
  TPresentationConflict,
  TPresentationSlide,
  TPresentationUpdateRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  fetchPresentation,
  PRESENTATION_LIST_KEY,
  type PresentationSaveResult,
  presentationQueryKey,
  updatePresentation,
} from "../presentations.api";

/** The deck is saved this long after the person's last change, as documents are. */
export const PRESENTATION_AUTOSAVE_DELAY_MS = 3000;

export type PresentationSaveStatus =
  | { kind: "saved"; at: Date }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "failed" }
  /** Someone saved a newer version: nothing is saved until the person chooses what to do. */
  | { kind: "conflict"; conflict: TPresentationConflict };

/** What the person edits: the deck's title and its slides. */
export type PresentationDraft = { title: string; slides: TPresentationSlide[] };

function updateRequest(
  presentation: TPresentation,
  draft: PresentationDraft,
  baseVersion: number,
): TPresentationUpdateRequest {
  return {
    title: draft.title.trim(),
    type: presentation.type,
    template: presentation.template,
    clientId: presentation.clientId,
    matterId: presentation.matterId,
    isShared: presentation.isShared,
    content: { slides: draft.slides },
    baseVersion,
  };
}

type SessionBook = {
  changeCount: number;
  savedChangeCount: number;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<boolean> | null;
  isConflicted: boolean;
};

const hasUnsavedChanges = (book: SessionBook) => book.changeCount > book.savedChangeCount;

function clearTimer(book: SessionBook): void {
  if (book.timer !== null) clearTimeout(book.timer);
  book.timer = null;
}

/**
 * Editing one deck: every change is counted and saved 3 s after the last one (and on demand), always
 * over the version loaded or last saved. A 409 stops saving and keeps the conflict for the person to
 * resolve; changes still unsaved when the editor closes are sent then.
 */
export function usePresentationSession(presentation: TPresentation) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PresentationDraft>({
    title: presentation.title,
    slides: presentation.content.slides,
  });
  const [status, setStatus] = useState<PresentationSaveStatus>({
    kind: "saved",
    at: new Date(presentation.updatedAt),
  });
  const [version, setVersion] = useState(presentation.version);
  const draftRef = useRef(draft);
  const presentationRef = useRef(presentation);
  const baseVersionRef = useRef(presentation.version);
  const bookRef = useRef<SessionBook>({
    changeCount: 0,
    savedChangeCount: 0,
    timer: null,
    inFlight: null,
    isConflicted: false,
  });

  const isDirty = useCallback(() => hasUnsavedChanges(bookRef.current), []);

  const acceptSaved = useCallback(
    (saved: TPresentation) => {
      presentationRef.current = saved;
      baseVersionRef.current = saved.version;
      setVersion(saved.version);
      queryClient.setQueryData(presentationQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: PRESENTATION_LIST_KEY });
    },
    [queryClient],
  );

  const save = useCallback(async (): Promise<boolean> => {
    const book = bookRef.current;
    if (book.inFlight) await book.inFlight;
    if (book.isConflicted) return false;
    if (!hasUnsavedChanges(book)) return true;
    clearTimer(book);
    if (draftRef.current.title.trim() === "") {
      setStatus({ kind: "unsaved" });
      return false;
    }
    const sentChangeCount = book.changeCount;
    setStatus({ kind: "saving" });
    const attempt = (async () => {
      let result: PresentationSaveResult;
      try {
        result = await updatePresentation(
          presentationRef.current.id,
          updateRequest(presentationRef.current, draftRef.current, baseVersionRef.current),
        );
      } catch (error) {
        setStatus({ kind: "failed" });
        notifications.show({
          title: "Update Failed",
          message: readApiErrorMessage(error) ?? "Failed to update presentation. Please try again.",
          color: "red",
        });
        return false;
      }
      if (result.kind === "conflict") {
        book.isConflicted = true;
        clearTimer(book);
        setStatus({ kind: "conflict", conflict: result.conflict });
        return false;
      }
      acceptSaved(result.presentation);
      book.savedChangeCount = sentChangeCount;
      if (hasUnsavedChanges(book)) {
        setStatus({ kind: "unsaved" });
        if (book.timer === null) book.timer = setTimeout(() => void save(), PRESENTATION_AUTOSAVE_DELAY_MS);
        return false;
      }
      setStatus({ kind: "saved", at: new Date() });
      return true;
    })();
    book.inFlight = attempt;
    try {
      return await attempt;
    } finally {
      book.inFlight = null;
    }
  }, [acceptSaved]);

  /** Applies a change to the title or slides and saves once the person pauses for 3 s. */
  const change = useCallback(
    (update: (current: PresentationDraft) => PresentationDraft) => {
      const next = update(draftRef.current);
      draftRef.current = next;
      setDraft(next);
      const book = bookRef.current;
      book.changeCount += 1;
      if (book.isConflicted) return;
      setStatus((shown) => (shown.kind === "saving" ? shown : { kind: "unsaved" }));
      clearTimer(book);
      book.timer = setTimeout(() => void save(), PRESENTATION_AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  /** Replaces the slides with the server's newest version, discarding the person's changes. */
  const loadLatest = useCallback(async (): Promise<TPresentation> => {
    const book = bookRef.current;
    clearTimer(book);
    const latest = await fetchPresentation(presentationRef.current.id);
    acceptSaved(latest);
    const next = { title: latest.title, slides: latest.content.slides };
    draftRef.current = next;
    setDraft(next);
    book.changeCount = 0;
    book.savedChangeCount = 0;
    book.isConflicted = false;
    setStatus({ kind: "saved", at: new Date(latest.updatedAt) });
    return latest;
  }, [acceptSaved]);

  /** Forgets the person's changes (Close without saving). */
  const discardChanges = useCallback(() => {
    const book = bookRef.current;
    clearTimer(book);
    book.savedChangeCount = book.changeCount;
  }, []);

  // Leaving with changes not yet saved: send them now rather than lose them to the 3 s wait.
  useEffect(() => {
    const book = bookRef.current;
    return () => {
      clearTimer(book);
      if (!hasUnsavedChanges(book) || book.isConflicted || draftRef.current.title.trim() === "") return;
      const request = updateRequest(presentationRef.current, draftRef.current, baseVersionRef.current);
      void updatePresentation(presentationRef.current.id, request)
        .then(() => queryClient.invalidateQueries({ queryKey: PRESENTATION_LIST_KEY }))
        .catch(() => {
          notifications.show({
            title: "Update Failed",
            message: "Failed to update presentation. Please try again.",
            color: "red",
          });
        });
    };
  }, [queryClient]);

  // The browser asks before a tab with unsaved changes is closed or reloaded.
  useEffect(() => {
    const book = bookRef.current;
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges(book)) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { draft, change, status, version, isDirty, save, loadLatest, discardChanges };
}
