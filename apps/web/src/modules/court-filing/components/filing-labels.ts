import {
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_STATUS_LABELS,
  FILING_SYSTEM_LABELS,
  type TFilingStatus,
} from "@inkundla/shared";

export const STATUS_COLOURS: Record<TFilingStatus, string> = {
  prepared: "blue",
  filed: "green",
  processing: "yellow",
  rejected: "red",
  other: "gray",
};

export { FILING_DOCUMENT_TYPE_LABELS, FILING_STATUS_LABELS, FILING_SYSTEM_LABELS };

/** "12 min", "3 h 5 min", "2 days 4 h": the overview's average time from prepared to filed. */
export function describeMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
