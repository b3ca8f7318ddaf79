import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listComingModules, listLiveModules } from "../../../lib/product-modules";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { DemoPage } from "./demo-page";

describe("DemoPage", () => {
  it("shows the live modules and none that still say Coming soon", () => {
    renderWithProviders(<DemoPage />, { route: "/demo", user: null });

    for (const module of listLiveModules()) {
      expect(screen.getByRole("link", { name: module.name }).getAttribute("href")).toBe("/signup");
    }
    const pageText = document.body.textContent ?? "";
    for (const module of listComingModules()) expect(pageText).not.toContain(module.name);
    expect(pageText).not.toMatch(/api access|white-label/i);
  });
});
