import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  sentBodies,
  stubRoutes,
} from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import {
  buildConflict,
  buildOfficeDocument,
  buildVersionSummary,
  DOCUMENT_ID,
} from "../word-processor-test-fixtures";
import { VersionsDrawer } from "./versions-drawer";

const VERSIONS = `/api/office/documents/${DOCUMENT_ID}/versions`;

function savedVersion(version: number, content: string) {
  return jsonResponse(200, { ...buildVersionSummary({ version }), content });
}

function stubVersions(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    [`GET ${VERSIONS}`]: () =>
      jsonResponse(200, [
        buildVersionSummary({ version: 3 }),
        buildVersionSummary({
          version: 2,
          savedBy: { id: DOCUMENT_ID, name: "Sipho Dlamini" },
          wordCount: 9,
        }),
        buildVersionSummary({ version: 1, reason: "created" }),
      ]),
    [`GET ${VERSIONS}/2`]: () => savedVersion(2, "<h1>Demand</h1><p>Pay R5 000 within 14 days.</p>"),
    [`GET ${VERSIONS}/3`]: () =>
      savedVersion(3, "<h1>Demand</h1><p>Pay R7 500 within 14 days.</p><p>Interest runs at prime.</p>"),
    ...routes,
  });
}

function renderDrawer(hasUnsavedChanges = false) {
  const onRestored = vi.fn();
  const onConflict = vi.fn();
  renderWithProviders(
    <VersionsDrawer
      opened
      onClose={vi.fn()}
      documentId={DOCUMENT_ID}
      currentVersion={3}
      canRestore
      hasUnsavedChanges={hasUnsavedChanges}
      onRestored={onRestored}
      onConflict={onConflict}
    />,
    { user: buildUser() },
  );
  return { onRestored, onConflict };
}

describe("VersionsDrawer", () => {
  it("lists each version with who saved it, when, its words and why, the current one unrestorable", async () => {
    stubVersions();
    renderDrawer();

    const second = await screen.findByRole("listitem", { name: "Version 2" });
    expect(within(second).getByText("Sipho Dlamini · 10 Mar 2026, 10:00")).toBeTruthy();
    expect(within(second).getByText(/^9 words · /)).toBeTruthy();
    expect(within(second).getByText("Saved")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Version 1" })).getByText("Created")).toBeTruthy();
    const current = screen.getByRole("listitem", { name: "Version 3" });
    expect(within(current).getByText("Current")).toBeTruthy();
    expect(within(current).queryByRole("button", { name: /Restore/ })).toBeNull();
  });

  it("shows one version read-only", async () => {
    stubVersions();
    renderDrawer();

    await userEvent.click(await screen.findByRole("button", { name: "View version 2" }));

    const view = await screen.findByRole("region", { name: "Version 2, read-only" });
    expect(within(view).getByRole("heading", { name: "Demand" })).toBeTruthy();
    expect(within(view).getByText("Pay R5 000 within 14 days.")).toBeTruthy();
  });

  it("compares two versions, marking insertions and deletions in words and not by colour alone", async () => {
    stubVersions();
    renderDrawer();

    await userEvent.click(await screen.findByRole("button", { name: "Compare" }));

    const comparison = await screen.findByRole("region", { name: "Changes from version 2 to version 3" });
    const deleted = [...comparison.querySelectorAll("del")].map((element) => element.textContent);
    const inserted = [...comparison.querySelectorAll("ins")].map((element) => element.textContent);
    expect(deleted).toEqual(["Removed: R5 000"]);
    expect(inserted).toEqual(["Added: R7 500", "Added: Interest runs at prime."]);
    expect(screen.getByText(/1 changed, 1 added and 0 removed paragraphs/)).toBeTruthy();
  });

  it("asks before restoring, warns of unsaved changes, then restores over the current version", async () => {
    const fetchMock = stubVersions({
      [`POST ${VERSIONS}/2/restore`]: () => jsonResponse(200, buildOfficeDocument({ version: 4 })),
    });
    const { onRestored } = renderDrawer(true);

    await userEvent.click(await screen.findByRole("button", { name: "Restore version 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore version" });
    expect(within(dialog).getByText(/Your unsaved changes in the editor will be replaced/)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", `${VERSIONS}/2/restore`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore" }));

    expect(await screen.findByText("Version Restored")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", `${VERSIONS}/2/restore`)).toEqual([{ baseVersion: 3 }]);
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it("hands a refused restore (someone saved in between) to the conflict handling", async () => {
    stubVersions({ [`POST ${VERSIONS}/2/restore`]: () => jsonResponse(409, buildConflict()) });
    const { onRestored, onConflict } = renderDrawer();

    await userEvent.click(await screen.findByRole("button", { name: "Restore version 2" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Restore version" })).getByRole("button", {
        name: "Restore",
      }),
    );

    await vi.waitFor(() => expect(onConflict).toHaveBeenCalledWith(buildConflict()));
    expect(onRestored).not.toHaveBeenCalled();
  });
});
