import type { TTrustSettings } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, pageResponse, sentBodies } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import { stubTrustServer } from "../trust-test-fixtures";

const SETTINGS: TTrustSettings = {
  financialYearEndMonth: 2,
  fidelityCertificates: [
    {
      year: 2025,
      certificateNumber: "FFC-2025-0099",
      recordedByName: "Thandi Mokoena",
      recordedAt: "2025-01-20T09:00:00.000Z",
    },
  ],
  auditReports: [],
};

function stubComplianceServer() {
  return stubTrustServer({
    "GET /api/trust-accounting/settings": () => jsonResponse(200, SETTINGS),
    "PUT /api/trust-accounting/settings": () => jsonResponse(200, { ...SETTINGS, financialYearEndMonth: 6 }),
    "POST /api/trust-accounting/fidelity-certificates": () =>
      jsonResponse(201, SETTINGS.fidelityCertificates[0]),
    "GET /api/trust-accounting/audit-trail": () =>
      pageResponse([
        {
          id: "event-1",
          at: "2026-04-02T08:15:00.000Z",
          action: "trust.posted",
          userName: "Sipho Dlamini",
          summary: "Receipt #7 of R 5 000,00 for Mokoena Holdings",
        },
      ]),
  });
}

describe("the Compliance tab", { timeout: 20_000 }, () => {
  it("lists the certificates and the audit trail (actions in words), and offers the compliance report as a PDF", async () => {
    stubComplianceServer();
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=compliance",
      user: buildUser({ role: "paralegal", isFirmOwner: false }),
    });

    const certificates = await screen.findByRole("table", { name: "Fidelity Fund certificates" }, LAZY_LOAD);
    expect(within(certificates).getByText("FFC-2025-0099")).toBeTruthy();
    const trail = await screen.findByRole("table", { name: "Audit trail" });
    expect(within(trail).getByText("Receipt #7 of R 5 000,00 for Mokoena Holdings")).toBeTruthy();
    // The action in words, never its code.
    expect(within(trail).getByText("Posted a trust transaction")).toBeTruthy();
    expect(within(trail).queryByText("trust.posted")).toBeNull();
    const report = screen.getByRole("link", { name: "Generate Compliance Report" });
    expect(report.getAttribute("href")).toBe("/api/trust-accounting/reports/compliance?format=pdf");
    expect(report.hasAttribute("download")).toBe(true);
    expect(report.getAttribute("data-disabled")).toBeNull();
    // A paralegal reads the records but cannot add to them.
    expect(screen.queryByRole("form", { name: "Record Fidelity Fund certificate" })).toBeNull();
    expect(screen.getByText("The financial year ends on the last day of February.")).toBeTruthy();
  });

  it("records a certificate and saves the financial year end for a partner", async () => {
    const fetchMock = stubComplianceServer();
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=compliance",
      user: buildUser({ role: "partner", isFirmOwner: false }),
    });
    const user = userEvent.setup();

    const form = await screen.findByRole("form", { name: "Record Fidelity Fund certificate" }, LAZY_LOAD);
    await user.clear(within(form).getByRole("textbox", { name: "Year" }));
    await user.type(within(form).getByRole("textbox", { name: "Year" }), "2026");
    await user.type(within(form).getByRole("textbox", { name: "Certificate number" }), "FFC-2026-0123");
    await user.click(within(form).getByRole("button", { name: "Record Certificate" }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: "The financial year ends on the last day of" }),
      "June",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/trust-accounting/fidelity-certificates")).toEqual([
        { year: 2026, certificateNumber: "FFC-2026-0123" },
      ]),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, "PUT", "/api/trust-accounting/settings")).toEqual([
        { financialYearEndMonth: 6 },
      ]),
    );
  });
});
