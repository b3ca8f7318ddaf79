import { Tabs } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { UrlTabs, useUrlTab } from "./url-tabs";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "invoices", label: "Invoice Management" },
  { value: "reports", label: "Reports" },
] as const;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function TabbedScreen({ replace = false }: { replace?: boolean }) {
  const tabState = useUrlTab(TABS, { replace });
  return (
    <>
      <UrlTabs state={tabState}>
        <Tabs.Panel value="overview">The overview</Tabs.Panel>
        <Tabs.Panel value="invoices">
          <button type="button" onClick={() => tabState.showTab("reports", { date: "2026-03-31" })}>
            Open the report
          </button>
        </Tabs.Panel>
        <Tabs.Panel value="reports">The reports</Tabs.Panel>
      </UrlTabs>
      <Address />
    </>
  );
}

const address = () => screen.getByTestId("address").textContent;

describe("UrlTabs", () => {
  it("shows the tab the address names, with the tab pattern's roles", () => {
    renderWithProviders(<TabbedScreen />, { route: "/billing?tab=invoices" });

    const tab = screen.getByRole("tab", { name: "Invoice Management" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab.id);
    expect(screen.getAllByRole("tab")).toHaveLength(3);
    expect(screen.getByRole("tablist")).toBeTruthy();
  });

  it("shows the first tab when the address names none or an unknown one", () => {
    renderWithProviders(<TabbedScreen />, { route: "/billing?tab=nonsense" });

    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("The overview")).toBeTruthy();
  });

  it("writes the chosen tab into the address, and leaves it out for the first tab", async () => {
    renderWithProviders(<TabbedScreen />, { route: "/billing?invoice=inv-1" });
    const user = userEvent.setup();

    await user.click(screen.getByRole("tab", { name: "Reports" }));
    expect(address()).toBe("/billing?tab=reports");
    expect(screen.getByText("The reports")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Overview" }));
    expect(address()).toBe("/billing");
  });

  it("moves between tabs with the arrow keys", async () => {
    renderWithProviders(<TabbedScreen />, { route: "/billing" });
    const user = userEvent.setup();

    screen.getByRole("tab", { name: "Overview" }).focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(address()).toBe("/billing?tab=invoices"));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Invoice Management" }));
  });

  it("lets the screen show a tab with other parameters beside it", async () => {
    renderWithProviders(<TabbedScreen />, { route: "/billing?tab=invoices" });
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Open the report" }));
    expect(address()).toBe("/billing?tab=reports&date=2026-03-31");
  });
});
