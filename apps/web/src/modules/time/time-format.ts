import { computeAmountCents, formatCents } from "@inkundla/shared";

export { formatCents };

/** A running timer's elapsed time as hh:mm:ss (hours keep counting past 24). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, "0")).join(":");
}

/** Seconds since an ISO timestamp, as of `now` (milliseconds). */
export function secondsSince(startedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 1000));
}

/** The amount the form shows before saving: the server's rule (shared), on hours rounded to tenths. */
export function previewAmountCents(hours: number, rateCents: number): number | null {
  if (!Number.isFinite(hours) || !Number.isInteger(rateCents) || hours <= 0 || rateCents < 0) return null;
  return computeAmountCents(Math.round(hours * 10), rateCents);
}
