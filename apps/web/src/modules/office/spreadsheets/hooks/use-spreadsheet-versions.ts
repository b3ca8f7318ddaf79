import type { TSpreadsheet, TSpreadsheetConflict } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  fetchSpreadsheetVersions,
  restoreSpreadsheetVersion,
  spreadsheetVersionsQueryKey,
} from "../spreadsheets.api";

/** The sheet's saved versions, newest first; read afresh each time the panel opens. */
export function useSpreadsheetVersions(spreadsheetId: string) {
  return useQuery({
    queryKey: spreadsheetVersionsQueryKey(spreadsheetId),
    queryFn: () => fetchSpreadsheetVersions(spreadsheetId),
    refetchOnMount: "always",
  });
}

interface RestoreOptions {
  onRestored: (spreadsheet: TSpreadsheet) => void;
  onConflict: (conflict: TSpreadsheetConflict) => void;
}

/** Makes an old version the newest; refused like a save when someone saved in between. */
export function useRestoreSpreadsheetVersion(
  spreadsheetId: string,
  { onRestored, onConflict }: RestoreOptions,
) {
  return useMutation({
    mutationFn: ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      restoreSpreadsheetVersion(spreadsheetId, version, baseVersion),
    onSuccess: (result, { version }) => {
      if (result.kind === "conflict") {
        onConflict(result.conflict);
        return;
      }
      notifications.show({
        title: "Version Restored",
        message: `Version ${version} is now the latest version (v${result.spreadsheet.version}).`,
        color: "green",
      });
      onRestored(result.spreadsheet);
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
