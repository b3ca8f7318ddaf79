import type { TCurrentUser } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { AppProviders } from "../app/app-providers";
import { createQueryClient } from "../app/query-client";
import { CURRENT_USER_QUERY_KEY } from "../modules/auth";

interface RenderOptions {
  route?: string;
  /** Seeds the session so no request for the current user is made; leave out to let the app fetch it. */
  user?: TCurrentUser | null;
}

export function renderWithProviders(ui: ReactElement, { route = "/", user }: RenderOptions = {}) {
  notifications.clean();
  notifications.cleanQueue();
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  const result = render(
    <AppProviders queryClient={queryClient} environment="test">
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
}
