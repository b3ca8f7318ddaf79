import { useMantineColorScheme } from "@mantine/core";
import { useEffect } from "react";
import { useCurrentUser } from "../../auth";
import { toColorScheme } from "../theme-preference";
import { usePreferences } from "./use-preferences";

/** Applies the signed-in person's saved theme, so it follows them to every device. */
export function useSavedTheme(): void {
  const { user } = useCurrentUser();
  const { data: preferences } = usePreferences({ enabled: Boolean(user) });
  const { setColorScheme } = useMantineColorScheme();
  const theme = user ? preferences?.theme : undefined;
  useEffect(() => {
    if (theme) setColorScheme(toColorScheme(theme));
  }, [theme, setColorScheme]);
}
