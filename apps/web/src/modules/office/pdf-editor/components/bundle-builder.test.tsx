import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser, pageResponse, requestedQueries, stubRoutes } from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildPdfSessionCard } from "../pdf-editor-test-fixtures";
import { BundleBuilder } from "./bundle-builder";

const SESSIONS = "/api/office/pdf-sessions";
const LEASE = buildPdfSessionCard({ id: "00000000-0000-4000-8000-000000000002", fileName: "Lease.pdf" });

describe("BundleBuilder", () => {
  it("searches the sessions on the server as the person types and keeps a chosen one listed", async () => {
    const fetchMock = stubRoutes({
      [`GET ${SESSIONS}`]: (_init, url) => {
        const search = url.searchParams.get("search");
        if (search === null) return pageResponse([buildPdfSessionCard(), LEASE]);
        return pageResponse(search === "lease" ? [LEASE] : []);
      },
    });
    renderWithProviders(<BundleBuilder client={null} matter={null} onCreated={vi.fn()} />, {
      user: buildUser(),
    });
    await waitFor(() =>
      expect(requestedQueries(fetchMock, SESSIONS).map((query) => query.toString())).toEqual([
        "limit=50&offset=0&view=card",
      ]),
    );
    const picker = screen.getByRole("combobox", { name: "Add a PDF session" });

    await userEvent.type(picker, "lease");
    await waitFor(() =>
      expect(requestedQueries(fetchMock, SESSIONS).at(-1)?.toString()).toBe(
        "search=lease&limit=50&offset=0&view=card",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("option", { name: "Founding affidavit.pdf" })).toBeNull());
    await userEvent.click(screen.getByRole("option", { name: "Lease.pdf" }));
    const chosen = screen.getByRole("list", { name: "Bundle documents" });
    expect(within(chosen).getByText("1. Lease.pdf")).toBeTruthy();

    await userEvent.clear(picker);
    await userEvent.type(picker, "minutes");

    await waitFor(() => expect(requestedQueries(fetchMock, SESSIONS).at(-1)?.get("search")).toBe("minutes"));
    expect(await screen.findByText("No other session's file name matches")).toBeTruthy();
    expect(within(chosen).getByText("1. Lease.pdf")).toBeTruthy();
  });
});
