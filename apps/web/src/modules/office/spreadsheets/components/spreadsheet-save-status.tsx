import { formatDateTime, formatTime } from "@inkundla/shared";
import { Text } from "@mantine/core";
import type { SpreadsheetSaveStatus } from "../hooks/use-spreadsheet-session";

function isToday(moment: Date): boolean {
  return moment.toDateString() === new Date().toDateString();
}

export function spreadsheetSaveStatusLabel(status: SpreadsheetSaveStatus): string {
  switch (status.kind) {
    case "saved":
      return isToday(status.at) ? `Saved at ${formatTime(status.at)}` : `Saved ${formatDateTime(status.at)}`;
    case "saving":
      return "Saving…";
    case "unsaved":
      return "Unsaved changes";
    case "failed":
      return "Not saved: press Save to try again";
    case "conflict":
      return "Not saved: someone else saved a newer version";
    default: {
      const unexpected: never = status;
      return unexpected;
    }
  }
}

/** Where the person's changes stand: "Saving…", "Saved at 10:42", "Unsaved changes". */
export function SpreadsheetSaveStatusText({ status }: { status: SpreadsheetSaveStatus }) {
  const isProblem = status.kind === "failed" || status.kind === "conflict";
  return (
    <Text size="sm" c={isProblem ? "red" : "dimmed"} role="status">
      {spreadsheetSaveStatusLabel(status)}
    </Text>
  );
}
