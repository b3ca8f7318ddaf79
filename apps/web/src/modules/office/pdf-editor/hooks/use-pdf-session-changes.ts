import type {
  TPdfAnnotationInput,
  TPdfModificationInput,
  TPdfSession,
  TPdfSessionConflict,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import { withoutEdit } from "../pdf-session-edits";
import {
  appendPdfSessionEdits,
  fetchPdfSession,
  PDF_SESSION_LIST_KEY,
  type PdfSessionChangeResult,
  pdfSessionQueryKey,
  replacePdfSessionEdits,
  undoPdfSessionEdit,
} from "../pdf-sessions.api";

/**
 * Changing one session: each edit is sent at once over the version shown (`baseVersion`), and the
 * answer becomes what is shown. A 409 (someone changed the session meanwhile) is kept for the person
 * to reload; nothing more is sent until they do.
 */
export function usePdfSessionChanges(initial: TPdfSession) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(initial);
  const [conflict, setConflict] = useState<TPdfSessionConflict | null>(null);
  const [isSending, setSending] = useState(false);
  const sessionRef = useRef(initial);
  const isBlockedRef = useRef(false);

  const accept = useCallback(
    (next: TPdfSession) => {
      sessionRef.current = next;
      setSession(next);
      queryClient.setQueryData(pdfSessionQueryKey(next.id), next);
      void queryClient.invalidateQueries({ queryKey: PDF_SESSION_LIST_KEY });
    },
    [queryClient],
  );

  /** Sends one change; answers whether it was saved. Changes go one at a time, in the order made. */
  const send = useCallback(
    async (change: (current: TPdfSession) => Promise<PdfSessionChangeResult>, failure: string) => {
      if (isBlockedRef.current) return false;
      isBlockedRef.current = true;
      setSending(true);
      try {
        const result = await change(sessionRef.current);
        if (result.kind === "conflict") {
          setConflict(result.conflict);
          return false;
        }
        accept(result.session);
        isBlockedRef.current = false;
        return true;
      } catch (error) {
        isBlockedRef.current = false;
        notifications.show({
          title: "Change Not Saved",
          message: readApiErrorMessage(error) ?? failure,
          color: "red",
        });
        return false;
      } finally {
        setSending(false);
      }
    },
    [accept],
  );

  const addEdits = useCallback(
    (edits: { annotations?: TPdfAnnotationInput[]; modifications?: TPdfModificationInput[] }) =>
      send(
        (current) => appendPdfSessionEdits(current.id, { baseVersion: current.version, ...edits }),
        "Failed to save the change. Please try again.",
      ),
    [send],
  );

  const removeEdit = useCallback(
    (editId: string) =>
      send(
        (current) => replacePdfSessionEdits(current.id, withoutEdit(current, editId)),
        "Failed to remove the change. Please try again.",
      ),
    [send],
  );

  const undo = useCallback(
    () =>
      send(
        (current) => undoPdfSessionEdit(current.id, current.version),
        "Failed to undo the last change. Please try again.",
      ),
    [send],
  );

  /** Shows the newest version and allows changes again (after a 409). */
  const reload = useCallback(async () => {
    try {
      accept(await fetchPdfSession(sessionRef.current.id));
      setConflict(null);
      isBlockedRef.current = false;
    } catch (error) {
      notifications.show({
        title: "Reload Failed",
        message: readApiErrorMessage(error) ?? "Failed to load the latest version. Please try again.",
        color: "red",
      });
    }
  }, [accept]);

  return { session, conflict, isSending, addEdits, removeEdit, undo, reload, accept };
}
