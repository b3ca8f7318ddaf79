import { BrowserRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { AppRoutes } from "./app-routes";
import { createQueryClient } from "./query-client";

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* Without transitions a navigation and a change of session render together, never one before the other. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
