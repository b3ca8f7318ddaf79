import type { TCorpusImport } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, requestsTo, stubFetch, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AdminDashboardPage } from "../pages/admin-dashboard-page";
import { CorpusTab } from "./corpus-tab";

const IMPORTS_PATH = "/api/admin/corpus/imports";
const adminUser = buildUser({ role: "admin", firmId: null, isFirmOwner: false });
const MB = 1024 * 1024;

function corpusImport(overrides: Partial<TCorpusImport> = {}): TCorpusImport {
  return {
    id: "2b0a8f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
    scope: "reference",
    status: "completed",
    fileCount: 3,
    processedCount: 3,
    results: [
      { name: "dlamini.pdf", outcome: "imported", documentId: "7d0c2a3b-1e2f-4a5b-9c8d-7e6f5a4b3c2d" },
      {
        name: "cases.zip/makwanyane.txt",
        outcome: "duplicate",
        documentId: "8e1d3b4c-2f3a-4b5c-8d9e-0f1a2b3c4d5e",
        reason: 'the same text is already in the corpus as "S v Makwanyane"',
      },
      { name: "scan.pdf", outcome: "failed", reason: "scan.pdf has no text layer (a scanned image?)" },
    ],
    error: null,
    createdAt: "2026-03-10T08:00:00.000Z",
    finishedAt: "2026-03-10T08:00:05.000Z",
    ...overrides,
  };
}

/** A File that reports `size` bytes without holding them. */
function fileOfSize(name: string, size: number): File {
  const file = new File(["judgment"], name, { type: "text/plain" });
  if (size !== file.size) Object.defineProperty(file, "size", { value: size });
  return file;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe("CorpusTab", () => {
  it("is a tab of the admin dashboard", async () => {
    stubFetch(() => jsonResponse(200, { imports: [], total: 0 }));
    renderWithProviders(<AdminDashboardPage />, { route: "/admin?tab=corpus", user: adminUser });

    expect(screen.getByRole("tab", { name: "Corpus" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("No imports yet")).toBeTruthy();
  });

  it("lists each import with its status, progress and every file's outcome and reason", async () => {
    stubRoutes({ [`GET ${IMPORTS_PATH}`]: () => jsonResponse(200, { imports: [corpusImport()], total: 1 }) });
    renderWithProviders(<CorpusTab />, { user: adminUser });

    const card = await screen.findByRole("region", { name: /^Import of 10 Mar 2026/ });
    expect(within(card).getByText("Completed")).toBeTruthy();
    expect(within(card).getByText(/3 of 3 files/)).toBeTruthy();
    const rows = within(card).getAllByRole("row");
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["dlamini.pdf", "Imported", ""],
      ["cases.zip/makwanyane.txt", "Duplicate", 'the same text is already in the corpus as "S v Makwanyane"'],
      ["scan.pdf", "Failed", "scan.pdf has no text layer (a scanned image?)"],
    ]);
  });

  it("reads the list again while an import is running, until it is done", async () => {
    let reads = 0;
    const fetchMock = stubRoutes({
      [`GET ${IMPORTS_PATH}`]: () => {
        reads += 1;
        const running = corpusImport({
          status: "running",
          processedCount: 1,
          results: corpusImport().results.slice(0, 1),
        });
        return jsonResponse(200, { imports: [reads === 1 ? running : corpusImport()], total: 1 });
      },
    });
    renderWithProviders(<CorpusTab />, { user: adminUser });

    expect(await screen.findByText("Running")).toBeTruthy();
    expect(screen.getByText(/1 of 3 files \(updating…\)/)).toBeTruthy();
    expect(await screen.findByText("Completed", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("3 of 3 files")).toBeTruthy();
    const readsWhenDone = requestsTo(fetchMock, "GET", IMPORTS_PATH).length;
    expect(readsWhenDone).toBe(2);
    // Done: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requestsTo(fetchMock, "GET", IMPORTS_PATH).length).toBe(readsWhenDone);
  });

  it("names the files over 50 MB before sending and sends nothing until they are removed", async () => {
    const fetchMock = stubRoutes({
      [`GET ${IMPORTS_PATH}`]: () => jsonResponse(200, { imports: [], total: 0 }),
      [`POST ${IMPORTS_PATH}`]: () => jsonResponse(202, { importId: corpusImport().id, status: "queued" }),
    });
    renderWithProviders(<CorpusTab />, { user: adminUser });
    const user = userEvent.setup();
    await screen.findByText("No imports yet");

    await user.upload(fileInput(), [fileOfSize("small.txt", 8), fileOfSize("record.pdf", 60 * MB)]);
    const chosen = screen.getByRole("list", { name: "Chosen files" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["small.txt (1 KB)", "record.pdf (60.0 MB) — too large"]);
    expect(screen.getByText("record.pdf is larger than 50 MB: split or remove it.")).toBeTruthy();
    const importButton = screen.getByRole("button", { name: "Import" }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    expect(requestsTo(fetchMock, "POST", IMPORTS_PATH)).toEqual([]);
  });

  it("sends the chosen files in the field `files` and shows that the import started", async () => {
    const fetchMock = stubRoutes({
      [`GET ${IMPORTS_PATH}`]: () => jsonResponse(200, { imports: [], total: 0 }),
      [`POST ${IMPORTS_PATH}`]: () => jsonResponse(202, { importId: corpusImport().id, status: "queued" }),
    });
    renderWithProviders(<CorpusTab />, { user: adminUser });
    const user = userEvent.setup();
    await screen.findByText("No imports yet");

    await user.upload(fileInput(), [fileOfSize("dlamini.txt", 8), fileOfSize("cases.zip", 2 * MB)]);
    await user.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByText(/Import started/)).toBeTruthy();
    const [sent] = requestsTo(fetchMock, "POST", IMPORTS_PATH);
    const body = sent?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll("files").map((file) => (file as File).name)).toEqual(["dlamini.txt", "cases.zip"]);
    // The list is read again, so the new import shows.
    await waitFor(() => expect(requestsTo(fetchMock, "GET", IMPORTS_PATH).length).toBe(2));
  });

  it("shows the server's refusal of an upload", async () => {
    stubRoutes({
      [`GET ${IMPORTS_PATH}`]: () => jsonResponse(200, { imports: [], total: 0 }),
      [`POST ${IMPORTS_PATH}`]: () =>
        jsonResponse(400, { code: "too_many_files", message: "Send at most 50 files at a time." }),
    });
    renderWithProviders(<CorpusTab />, { user: adminUser });
    const user = userEvent.setup();
    await screen.findByText("No imports yet");

    await user.upload(fileInput(), [fileOfSize("dlamini.txt", 8)]);
    await user.click(screen.getByRole("button", { name: "Import" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Send at most 50 files at a time.");
  });
});
