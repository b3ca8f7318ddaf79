// Kept apart from preferences.schemas.ts, which builds zod schemas when it loads: every screen's shell
// reads the saved theme, and should not need zod to do so.
import { FIRM_TIME_ZONE } from "../time-zone.ts";
import type { TUserPreferences } from "./preferences.schemas.ts";

/**
 * Spec 000 §2.9: new messages by e-mail, urgent matters by SMS and court filing updates are on; the digest is off.
 * Every kind of in-app notification is on; the daily digest e-mail is off until a person asks for it.
 */
export const DEFAULT_USER_PREFERENCES: TUserPreferences = {
  language: "en",
  theme: "system",
  timeZone: FIRM_TIME_ZONE,
  emailNewMessages: true,
  smsUrgentMatters: true,
  weeklyDigest: false,
  courtFilingUpdates: true,
  notifyDeadlines: true,
  notifyOverdueInvoices: true,
  notifyTrustMonth: true,
  notifyAiJobs: true,
  notifyPortalActivity: true,
  dailyDigest: false,
};
