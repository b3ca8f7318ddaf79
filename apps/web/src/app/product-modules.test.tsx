import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findModuleNamedIn, listLiveModules, listProductModules } from "../lib/product-modules";
import { buildUser, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { AppRoutes } from "./app-routes";

const screenModules = listProductModules().filter((module) => module.path);

describe("the module registry", { timeout: 20_000 }, () => {
  // The registry is what the landing, pricing and sign-up pages advertise: it must not call a
  // "Coming soon" screen live, nor leave a built screen unadvertised.
  it.each(screenModules.map((module) => [module.path, module]))(
    "says whether the screen at %s is live as the screen itself does",
    async (path, module) => {
      stubFetch(() => new Promise<Response>(() => {}));
      renderWithProviders(<AppRoutes />, { route: path, user: buildUser() });

      // The first screen loads its code cold; give it time on a busy machine.
      expect(
        await screen.findByRole("heading", { level: 1, name: module.name }, { timeout: 5_000 }),
      ).toBeTruthy();
      expect(screen.queryByText("Coming soon") === null).toBe(module.isLive);
    },
  );

  it("has practice management, trust accounting, billing, court filing, legal research, the AI assistant, document automation, contract review, case prediction, legal writing, the office suite, advanced analytics and the client portal live", () => {
    expect(listLiveModules().map((module) => module.id)).toEqual([
      "practice",
      "trust-accounting",
      "billing",
      "court-filing",
      "legal-research",
      "ai-assistant",
      "document-automation",
      "contract-review",
      "case-prediction",
      "legal-writing",
      "word-processor",
      "spreadsheets",
      "presentations",
      "pdf-editor",
      "advanced-analytics",
      "client-portal",
    ]);
  });

  it("finds the module a plan's feature line names, whatever its case or the words around it", () => {
    expect(findModuleNamedIn("AI Legal Assistant")?.id).toBe("ai-assistant");
    expect(findModuleNamedIn("Trust Accounting for 3 users")?.id).toBe("trust-accounting");
    expect(findModuleNamedIn("Advanced analytics")?.id).toBe("advanced-analytics");
    expect(findModuleNamedIn("White-label portals")?.id).toBe("white-label-portal");
    expect(findModuleNamedIn("Client portal for every client")?.id).toBe("client-portal");
    expect(findModuleNamedIn("Up to 5 users")).toBeUndefined();
    expect(findModuleNamedIn("24/7 support")).toBeUndefined();
  });
});
