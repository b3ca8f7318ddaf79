import type { TTrustReportName } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { isNetworkError } from "../../../lib/api-client";
import { downloadTrustReport, fetchTrustReport, type TrustReportQuery } from "../trust.api";
import { trustErrorMessage } from "./use-trust-changes";

/** The server's message for a refused report (a 400 names the parameter), or what to try instead. */
export function trustReportErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return "The server could not be reached. Check your connection and try again.";
  return trustErrorMessage(error, "The report could not be made. Please try again.");
}

/**
 * A report made on request and shown as it came back: it is a snapshot (with its own "generated at"),
 * so asking again always asks the server rather than reading an earlier answer from the cache.
 */
export function useViewTrustReport() {
  return useMutation({
    mutationFn: ({ name, query }: { name: TTrustReportName; query: TrustReportQuery }) =>
      fetchTrustReport(name, query),
  });
}

/** Downloads a report's PDF or CSV; a refusal is shown with the server's own message. */
export function useDownloadTrustReport() {
  return useMutation({
    mutationFn: async (url: string) => {
      await downloadTrustReport(url);
    },
    onError: (error) =>
      notifications.show({
        title: "Download failed",
        message: trustReportErrorMessage(error),
        color: "red",
      }),
  });
}
