import { formatDateTime, formatTime } from "@inkundla/shared";
import { Text } from "@mantine/core";
import type { PresentationSaveStatus } from "../hooks/use-presentation-session";

export function presentationSaveStatusLabel(status: PresentationSaveStatus): string {
  switch (status.kind) {
    case "saved":
      return status.at.toDateString() === new Date().toDateString()
        ? `Saved at ${formatTime(status.at)}`
        : `Saved ${formatDateTime(status.at)}`;
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
export function PresentationSaveStatusText({ status }: { status: PresentationSaveStatus }) {
  const isProblem = status.kind === "failed" || status.kind === "conflict";
  return (
    <Text size="sm" c={isProblem ? "red" : "dimmed"} role="status">
      {presentationSaveStatusLabel(status)}
    </Text>
  );
}
