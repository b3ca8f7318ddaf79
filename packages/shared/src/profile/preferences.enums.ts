import { FIRM_TIME_ZONE } from "../time-zone.ts";

/** Languages a person may choose on the profile's Preferences tab (spec 000 §2.9). */
export const PREFERRED_LANGUAGES = ["en", "af", "zu", "xh"] as const;
export type TPreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];

export const PREFERRED_LANGUAGE_LABELS: Record<TPreferredLanguage, string> = {
  en: "English",
  af: "Afrikaans",
  zu: "Zulu",
  xh: "Xhosa",
};

/** `system` follows the device's light or dark setting. */
export const THEME_PREFERENCES = ["system", "light", "dark"] as const;
export type TThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_PREFERENCE_LABELS: Record<TThemePreference, string> = {
  system: "System",
  light: "Light",
  dark: "Dark",
};

/** IANA time zones offered for showing dates and times. */
export const PREFERRED_TIME_ZONES = [FIRM_TIME_ZONE, "UTC"] as const;
export type TPreferredTimeZone = (typeof PREFERRED_TIME_ZONES)[number];

export const PREFERRED_TIME_ZONE_LABELS: Record<TPreferredTimeZone, string> = {
  [FIRM_TIME_ZONE]: `${FIRM_TIME_ZONE} (SAST, UTC+2)`,
  UTC: "UTC",
};
