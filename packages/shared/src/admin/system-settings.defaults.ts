// Kept apart from system-settings.schemas.ts, which builds zod schemas when it loads: the public pages
// show these defaults while the real settings load, and should not need zod to do so.
import type { TSystemSettings } from "./system-settings.schemas.ts";

export const DEFAULT_SYSTEM_SETTINGS: TSystemSettings = { trialDays: 30, isRegistrationOpen: true };
