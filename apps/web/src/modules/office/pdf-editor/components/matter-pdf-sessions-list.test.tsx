import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, pageResponse, requestedQueries, stubRoutes } from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildPdfSessionCard, MATTER_ID, SESSION_ID } from "../pdf-editor-test-fixtures";
import { MatterPdfSessionsList } from "./matter-pdf-sessions-list";

const SESSIONS = "/api/office/pdf-sessions";

describe("MatterPdfSessionsList", () => {
  it("lists the matter's PDFs 24 a page, each linking to the editor, with the total from X-Total-Count", async () => {
    const fetchMock = stubRoutes({
      [`GET ${SESSIONS}`]: (_init, url) =>
        pageResponse(
          [buildPdfSessionCard({ fileName: `From offset ${url.searchParams.get("offset")}.pdf` })],
          30,
        ),
    });
    renderWithProviders(<MatterPdfSessionsList matterId={MATTER_ID} />, { user: buildUser() });

    const table = await screen.findByRole("table", { name: "The matter's PDFs" });
    const link = within(table).getByRole("link", { name: "From offset 0.pdf" });
    expect(link.getAttribute("href")).toBe(`/pdf-editor?tab=editor&session=${SESSION_ID}`);
    expect(screen.getByText("30 PDFs")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));

    expect(await screen.findByRole("link", { name: "From offset 24.pdf" })).toBeTruthy();
    expect(requestedQueries(fetchMock, SESSIONS).map((query) => query.toString())).toEqual([
      `matterId=${MATTER_ID}&limit=24&offset=0&view=card`,
      `matterId=${MATTER_ID}&limit=24&offset=24&view=card`,
    ]);
  });

  it("says so when no PDF is filed on the matter", async () => {
    stubRoutes({ [`GET ${SESSIONS}`]: () => pageResponse([]) });
    renderWithProviders(<MatterPdfSessionsList matterId={MATTER_ID} />, { user: buildUser() });

    expect(await screen.findByText("No PDFs on this matter yet")).toBeTruthy();
    expect(screen.queryByText("0 PDFs")).toBeNull();
  });
});
