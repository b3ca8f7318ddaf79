import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { cssVariablesResolver, theme } from "./theme";

// Its own chunk, fetched as the app starts rather than before it: the first paint does not wait for it.
const NotificationsHost = lazy(async () => ({
  default: (await import("./notifications-host")).NotificationsHost,
}));

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** "test" turns off Mantine transitions and portals so tests see the final state at once. */
  environment?: "default" | "test";
}

export function AppProviders({ children, queryClient, environment = "default" }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={environment}
      // Every theme variable, not only those that differ from Mantine's defaults: the defaults would
      // otherwise have to come from Mantine's default-css-variables.css, 4 KB more on the first visit.
      deduplicateCssVariables={false}
    >
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
