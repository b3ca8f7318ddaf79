import type { TCorpusImport } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, requestsTo, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { checkFirmDocumentFiles, FirmDocumentsPanel } from "./firm-documents-panel";

const IMPORT_ID = "66666666-6666-4666-8666-666666666666";

function buildImport(overrides: Partial<TCorpusImport>): TCorpusImport {
  return {
    id: IMPORT_ID,
    scope: "firm",
    status: "running",
    fileCount: 2,
    processedCount: 0,
    results: [],
    error: null,
    createdAt: "2026-04-08T10:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

describe("checkFirmDocumentFiles", () => {
  it("asks for a file, and refuses one over 50 MB", () => {
    expect(checkFirmDocumentFiles([])).toBe("Choose one or more files, or a ZIP of them.");
    const large = new File(["x"], "bundle.zip");
    Object.defineProperty(large, "size", { value: 51 * 1024 * 1024 });
    expect(checkFirmDocumentFiles([new File(["x"], "memo.txt"), large])).toBe(
      "bundle.zip is larger than 50 MB.",
    );
    expect(checkFirmDocumentFiles([new File(["x"], "memo.txt")])).toBeNull();
  });
});

describe("FirmDocumentsPanel", { timeout: 20_000 }, () => {
  it("offers the upload to an associate, and to a legal assistant only says who adds documents", () => {
    const { unmount } = renderWithProviders(<FirmDocumentsPanel />, {
      user: buildUser({ role: "associate", isFirmOwner: false }),
    });
    expect(screen.getByRole("button", { name: "Add firm documents" })).toBeTruthy();
    unmount();
    renderWithProviders(<FirmDocumentsPanel />, {
      user: buildUser({ role: "legal_assistant", isFirmOwner: false }),
    });
    expect(screen.queryByRole("button", { name: "Add firm documents" })).toBeNull();
    expect(screen.getByText("The firm's owner, attorneys and paralegals add documents here.")).toBeTruthy();
  });

  it("uploads the chosen files and shows each file's outcome as the import is read", async () => {
    const progress = [
      buildImport({ status: "queued" }),
      buildImport({
        status: "completed",
        processedCount: 2,
        results: [
          { name: "opinion.docx", outcome: "imported", documentId: "77777777-7777-4777-8777-777777777777" },
          { name: "scan.pdf", outcome: "failed", reason: "The PDF holds no text (a scan)" },
        ],
        finishedAt: "2026-04-08T10:00:05.000Z",
      }),
    ];
    const fetchMock = stubRoutes({
      "POST /api/legal-research/firm-documents": () =>
        jsonResponse(202, { importId: IMPORT_ID, status: "queued" }),
      [`GET /api/legal-research/imports/${IMPORT_ID}`]: () =>
        jsonResponse(200, progress.shift() ?? buildImport({})),
    });
    const user = userEvent.setup();
    renderWithProviders(<FirmDocumentsPanel />, { user: buildUser() });

    expect(screen.getByText(/Only your firm's members see them/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add firm documents" }));
    const dialog = await screen.findByRole("dialog", { name: "Add firm documents" });
    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    await user.upload(input, [new File(["memo"], "opinion.docx"), new File(["%PDF"], "scan.pdf")]);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    const files = await within(dialog).findByRole("list", { name: "Files read" }, { timeout: 5000 });
    expect(within(files).getByText("opinion.docx")).toBeTruthy();
    expect(within(files).getByText("Imported")).toBeTruthy();
    expect(within(files).getByText("Failed")).toBeTruthy();
    expect(within(files).getByText("The PDF holds no text (a scan)")).toBeTruthy();
    expect(within(dialog).getByText("Done: 2 of 2 files read.")).toBeTruthy();
    const [upload] = requestsTo(fetchMock, "POST", "/api/legal-research/firm-documents");
    const sent = upload?.body as FormData;
    expect(sent.getAll("files").map((file) => (file as File).name)).toEqual(["opinion.docx", "scan.pdf"]);
    await waitFor(() =>
      expect(requestsTo(fetchMock, "GET", `/api/legal-research/imports/${IMPORT_ID}`)).toHaveLength(2),
    );
  });

  it("shows the server's refusal of an upload", async () => {
    stubRoutes({
      "POST /api/legal-research/firm-documents": () =>
        jsonResponse(400, { message: "memo.txt is empty", code: "validation" }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FirmDocumentsPanel />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Add firm documents" }));
    const dialog = await screen.findByRole("dialog", { name: "Add firm documents" });
    await user.upload(
      dialog.querySelector("input[type=file]") as HTMLInputElement,
      new File(["x"], "memo.txt"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await within(dialog).findByText("memo.txt is empty")).toBeTruthy();
  });
});
