import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useSavedTheme } from "../modules/profile";
import { PageLoader } from "../ui/page-loader";
import { ScreenErrorBoundary } from "../ui/screen-error-boundary";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";

export function AppLayout() {
  const { pathname } = useLocation();
  useSavedTheme();
  return (
    <>
      <AppHeader />
      <Box component="main" px="md" py="xl">
        <Box maw={1320} mx="auto">
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
      </Box>
      <AppFooter />
    </>
  );
}
