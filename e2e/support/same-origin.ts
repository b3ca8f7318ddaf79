import { test } from "@playwright/test";

/**
 * The server refuses a changing /api request whose Origin is not the app's own (CSRF). A page's own
 * fetches carry it; calls made through `page.request` (set-up shortcuts in the journeys) do not, so
 * they name it themselves.
 */
export function sameOriginHeaders(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("the journeys need a baseURL");
  return { origin: new URL(baseURL).origin };
}
