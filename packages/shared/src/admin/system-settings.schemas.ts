import { z } from "zod";

/** Platform-wide switches kept by the platform admin (System Settings tab). */
export const ZSystemSettings = z.strictObject({
  /** Length of the free trial for new firms; the landing and pricing texts show this same number. */
  trialDays: z
    .number({ error: "Trial length must be a number of days" })
    .int("Trial length must be a whole number of days")
    .min(1, "Trial length must be at least 1 day")
    .max(365, "Trial length must be at most 365 days"),
  /** When false, new accounts can only be created by invitation. */
  isRegistrationOpen: z.boolean({ error: "Choose whether registration is open" }),
});
export type TSystemSettings = z.infer<typeof ZSystemSettings>;

export { DEFAULT_SYSTEM_SETTINGS } from "./system-settings.defaults.ts";

/** What anyone may read (the landing, pricing and sign-up screens show it). */
export const ZPublicSettings = ZSystemSettings.pick({ trialDays: true, isRegistrationOpen: true });
export type TPublicSettings = z.infer<typeof ZPublicSettings>;
