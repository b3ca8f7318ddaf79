import type { TTrustReportName } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { isNetworkError } from "../../../lib/api-client";
import { downloadTrustReport, fetchTrustReport, type TrustReportQuery } from "../trust.api";
import { trustErrorMessage } from "./use-trust-changes";

// Long enough for every browser to have started writing the file before its object URL goes.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** The server's message for a refused report (a 400 names the parameter), or what to try instead. */
export function trustReportErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return "The server could not be reached. Check your connection and try again.";
  return trustErrorMessage(error, "The report could not be made. Please try again.");
}

/** Hands a fetched file to the browser as a download under the server's file name. */
function saveFile(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
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
      const file = await downloadTrustReport(url);
      saveFile(file.blob, file.fileName);
    },
    onError: (error) =>
      notifications.show({
        title: "Download failed",
        message: trustReportErrorMessage(error),
        color: "red",
      }),
  });
}
