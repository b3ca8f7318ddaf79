import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cssVariablesResolver, theme } from "./theme";

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
    >
      {/* Spec §9: one notice at a time, shown for 5 s, at most 420 px wide. */}
      <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
