import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listComingModules } from "../lib/product-modules";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { AppFooter, listPlatformLinks } from "./app-footer";
import { AppRoutes } from "./app-routes";

const platformLinks = () =>
  within(screen.getByRole("navigation", { name: "Platform" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("AppFooter", () => {
  it("leads a visitor's module links through sign-in and back to the module", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<AppFooter />, { user: null });

    expect(platformLinks()).toEqual([
      ["Practice Management", "/login?returnTo=%2Fpractice"],
      ["Trust Accounting", "/login?returnTo=%2Ftrust-accounting"],
      ["Billing", "/login?returnTo=%2Fbilling"],
      ["Court Filing", "/login?returnTo=%2Fcourt-filing"],
      ["Legal Research", "/login?returnTo=%2Flegal-research"],
      ["AI Assistant", "/login?returnTo=%2Fai-assistant"],
      ["Document Automation", "/login?returnTo=%2Fdocument-automation"],
      ["Contract Review", "/login?returnTo=%2Fcontract-review"],
      ["Case Prediction", "/login?returnTo=%2Fcase-prediction"],
      ["Legal Writing", "/login?returnTo=%2Flegal-writing"],
      ["Legal Word Processor", "/login?returnTo=%2Flegal-word-processor"],
      ["Legal Spreadsheets", "/login?returnTo=%2Flegal-spreadsheets"],
      ["Legal Presentations", "/login?returnTo=%2Flegal-presentations"],
      ["PDF Editor", "/login?returnTo=%2Fpdf-editor"],
      ["Advanced Analytics", "/login?returnTo=%2Fadvanced-analytics"],
      ["Client Portal", "/login?returnTo=%2Fclient-portal"],
      ["Pricing", "/pricing"],
    ]);
  });

  it("links a firm's member straight to the live modules, and names no module still coming", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<AppFooter />, { user: buildUser() });

    expect(platformLinks().map(([, href]) => href)).toEqual([
      "/practice",
      "/trust-accounting",
      "/billing",
      "/court-filing",
      "/legal-research",
      "/ai-assistant",
      "/document-automation",
      "/contract-review",
      "/case-prediction",
      "/legal-writing",
      "/legal-word-processor",
      "/legal-spreadsheets",
      "/legal-presentations",
      "/pdf-editor",
      "/advanced-analytics",
      "/client-portal",
      "/pricing",
    ]);
    const footerText = screen.getByRole("contentinfo").textContent ?? "";
    for (const module of listComingModules()) expect(footerText).not.toContain(module.name);
    expect(footerText).toContain(
      "Practice Management, Trust Accounting, Billing, Court Filing, Legal Research, AI Assistant, Document Automation, Contract Review, Case Prediction, Legal Writing, Legal Word Processor, Legal Spreadsheets, Legal Presentations, PDF Editor, Advanced Analytics and Client Portal for South African law firms.",
    );
  });

  it("gives the platform admin the admin area instead of the firm's modules", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<AppFooter />, { user: buildUser({ role: "admin", firmId: null }) });

    expect(platformLinks()).toEqual([
      ["Admin Dashboard", "/admin"],
      ["Pricing", "/pricing"],
    ]);
  });

  it.each(listPlatformLinks("visitor").map((link) => [link.href]))(
    "leads a visitor from %s to a real page, not the 404 screen",
    async (href) => {
      stubFetch((path) =>
        path === "/api/auth/user"
          ? jsonResponse(401, { message: "Not signed in", code: "UNAUTHENTICATED" })
          : new Promise<Response>(() => {}),
      );
      renderWithProviders(<AppRoutes />, { route: href });

      expect(await screen.findByRole("heading", { level: 1 }, { timeout: 5_000 })).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "404 Page Not Found" })).toBeNull();
    },
  );
});
