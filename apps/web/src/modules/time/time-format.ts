import { computeAmountCents, formatCents } from "@inkundla/shared";

/** 1.5 → "1.5", 2 → "2.0": hours always with their one decimal. */
export function formatHours(hours: number): string {
  return hours.toFixed(1);
}

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

/** "2026-03-10" → the en-ZA way of writing it ("2026/03/10"), read as a calendar date, not a moment. */
export function formatWorkDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-ZA", { timeZone: "UTC" });
}

/** The amount the form shows before saving: the server's rule (shared), on hours rounded to tenths. */
export function previewAmountCents(hours: number, rateCents: number): number | null {
  if (!Number.isFinite(hours) || !Number.isInteger(rateCents) || hours <= 0 || rateCents < 0) return null;
  return computeAmountCents(Math.round(hours * 10), rateCents);
}
