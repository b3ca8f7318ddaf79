import type { TOfficeDocument, TOfficeDocumentConflict } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  fetchOfficeDocumentVersion,
  fetchOfficeDocumentVersions,
  officeDocumentVersionQueryKey,
  officeDocumentVersionsQueryKey,
  restoreOfficeDocumentVersion,
} from "../office-documents.api";

/** The document's saved versions, newest first; read afresh each time the panel opens. */
export function useDocumentVersions(documentId: string) {
  return useQuery({
    queryKey: officeDocumentVersionsQueryKey(documentId),
    queryFn: () => fetchOfficeDocumentVersions(documentId),
    refetchOnMount: "always",
  });
}

/** One saved version with its content; a saved version never changes, so it is read once. */
export function useDocumentVersion(documentId: string, version: number | null) {
  return useQuery({
    queryKey: officeDocumentVersionQueryKey(documentId, version ?? 0),
    queryFn: () => fetchOfficeDocumentVersion(documentId, version ?? 0),
    enabled: version !== null,
  });
}

interface RestoreOptions {
  onRestored: (document: TOfficeDocument) => void;
  onConflict: (conflict: TOfficeDocumentConflict) => void;
}

/** Makes an old version the newest; refused like a save when someone saved in between. */
export function useRestoreDocumentVersion(documentId: string, { onRestored, onConflict }: RestoreOptions) {
  return useMutation({
    mutationFn: ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      restoreOfficeDocumentVersion(documentId, version, baseVersion),
    onSuccess: (result, { version }) => {
      if (result.kind === "conflict") {
        onConflict(result.conflict);
        return;
      }
      notifications.show({
        title: "Version Restored",
        message: `Version ${version} is now the latest version (v${result.document.version}).`,
        color: "green",
      });
      onRestored(result.document);
    },
    onError: (error) => {
      notifications.show({
        title: "Restore Failed",
        message: readApiErrorMessage(error) ?? "Failed to restore the version. Please try again.",
        color: "red",
      });
    },
  });
}
