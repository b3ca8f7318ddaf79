import type { TThemePreference } from "@inkundla/shared";
import type { MantineColorScheme } from "@mantine/core";

/** "system" follows the device, which Mantine calls "auto". */
export function toColorScheme(theme: TThemePreference): MantineColorScheme {
  return theme === "system" ? "auto" : theme;
}
