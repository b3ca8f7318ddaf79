import { z } from "zod";
import { FIRM_TIME_ZONE } from "../time-zone.ts";
import { DEFAULT_USER_PREFERENCES } from "./preferences.defaults.ts";
import { PREFERRED_LANGUAGES, PREFERRED_TIME_ZONES, THEME_PREFERENCES } from "./preferences.enums.ts";

const ZToggle = (label: string) => z.boolean({ error: `${label} must be on or off` });

/** A person's preferences, saved per user (profile → Preferences). */
export const ZUserPreferences = z.strictObject({
  language: z.enum(PREFERRED_LANGUAGES, { error: "Choose English, Afrikaans, Zulu or Xhosa" }),
  theme: z.enum(THEME_PREFERENCES, { error: "Choose system, light or dark" }),
  timeZone: z.enum(PREFERRED_TIME_ZONES, { error: `Choose ${FIRM_TIME_ZONE} or UTC` }),
  /** E-mail for new messages. */
  emailNewMessages: ZToggle("Email for new messages"),
  /** SMS for urgent matters. */
  smsUrgentMatters: ZToggle("SMS for urgent matters"),
  weeklyDigest: ZToggle("Weekly digest"),
  courtFilingUpdates: ZToggle("Court filing updates"),
  /** The in-app notifications, one switch per kind (notifications/notification-rules.ts). */
  notifyDeadlines: ZToggle("Deadline notifications"),
  notifyOverdueInvoices: ZToggle("Overdue invoice notifications"),
  notifyTrustMonth: ZToggle("Trust month notifications"),
  notifyAiJobs: ZToggle("AI work notifications"),
  notifyPortalActivity: ZToggle("Client portal notifications"),
  /** An e-mail each morning with the notifications not yet mailed. */
  dailyDigest: ZToggle("Daily digest"),
});
export type TUserPreferences = z.infer<typeof ZUserPreferences>;

export { DEFAULT_USER_PREFERENCES };

/** PUT /api/user/preferences: any of the preferences; the others keep their saved values. */
export const ZUpdatePreferencesRequest = ZUserPreferences.partial().refine(
  (request) => Object.keys(request).length > 0,
  { error: "Send at least one preference to change" },
);
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;

/**
 * The preferences in force for a stored value: every saved value that is still valid, the default for
 * anything missing or no longer offered. Reading never fails, so an old or damaged row cannot lock a
 * person out of their profile.
 */
export function resolveUserPreferences(stored: unknown): TUserPreferences {
  const resolved: Record<string, unknown> = { ...DEFAULT_USER_PREFERENCES };
  if (typeof stored !== "object" || stored === null) return DEFAULT_USER_PREFERENCES;
  const fields = ZUserPreferences.shape;
  for (const key of Object.keys(fields) as (keyof TUserPreferences)[]) {
    const parsed = fields[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  return resolved as TUserPreferences;
}
