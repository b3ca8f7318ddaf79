import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findModuleAt } from "../../../lib/product-modules.ts";
import { renderWithProviders } from "../../../testing/render-with-providers.tsx";
import { AiTools, EcosystemModules } from "./module-links.tsx";

function cardOf(linkName: string): HTMLElement {
  const link = screen.getByRole("link", { name: linkName });
  const card = link.closest(".mantine-Paper-root");
  if (!(card instanceof HTMLElement)) throw new Error(`No card around ${linkName}`);
  return card;
}

describe("the dashboard's module cards", () => {
  it("mark a module the registry does not list as live as coming soon, without describing it as working", () => {
    renderWithProviders(<EcosystemModules filings={3} researchQueries={12} />);
    const courtFiling = cardOf("Court Filing");
    const isLive = findModuleAt("/court-filing")?.isLive;
    if (isLive) {
      expect(within(courtFiling).queryByText("Coming soon")).toBeNull();
    } else {
      expect(within(courtFiling).getByText("Coming soon")).toBeTruthy();
      expect(within(courtFiling).queryByText(/filings so far/)).toBeNull();
    }
    expect(within(cardOf("Legal Research")).getByText("12 research queries so far.")).toBeTruthy();
    expect(within(cardOf("Legal Research")).queryByText("Coming soon")).toBeNull();
  });

  it("say which parts of the office suite work today, from the registry", () => {
    renderWithProviders(<EcosystemModules filings={0} researchQueries={0} />);
    const office = cardOf("Office Suite");
    expect(within(office).getByText(/Legal Word Processor/)).toBeTruthy();
    if (findModuleAt("/legal-spreadsheets")?.isLive === false) {
      expect(within(office).getByText(/Legal Spreadsheets.*coming soon\./)).toBeTruthy();
    }
  });

  it("describe each AI tool only when it is live", () => {
    renderWithProviders(<AiTools />);
    for (const [name, path] of [
      ["Contract Review", "/contract-review"],
      ["Case Prediction", "/case-prediction"],
    ] as const) {
      const marked = within(cardOf(name)).queryByText("Coming soon") !== null;
      expect(marked).toBe(findModuleAt(path)?.isLive === false);
    }
  });
});
