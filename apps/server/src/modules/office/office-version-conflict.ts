import { AppError } from "../../platform/errors.ts";
import { FORMER_MEMBER } from "./office-item-access.ts";

/** The newest saved version, as each editor's repository finds it for a stale save. */
export type LatestVersion = { version: number; savedAt: Date; savedByName: string | null };

const RELOAD_ADVICE = "Reload to see their changes.";

/**
 * The 409 of a save over a version that is no longer the newest: who saved the newer one, and when (in
 * South African time). The editors share it so the web's conflict alerts can read every editor's answer
 * alike: `currentVersion`, `savedBy` and `savedAt` beside the message.
 */
export function versionConflictError(
  thing: string,
  code: string,
  latest: LatestVersion,
  advice: string = RELOAD_ADVICE,
): AppError {
  const savedBy = latest.savedByName ?? FORMER_MEMBER;
  const time = new Intl.DateTimeFormat("en-ZA", {
    timeZone: "Africa/Johannesburg",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(latest.savedAt);
  return new AppError(
    409,
    code,
    `${savedBy} saved version ${latest.version} of this ${thing} at ${time}, after you opened it. ${advice}`,
    {},
    { currentVersion: latest.version, savedBy, savedAt: latest.savedAt.toISOString() },
  );
}
