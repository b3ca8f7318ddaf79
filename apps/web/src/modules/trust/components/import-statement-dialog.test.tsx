import type { TImportStatementResult } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ACCOUNT_ID, stubTrustServer, TRUST_ACCOUNT } from "../trust-test-fixtures";
import { ImportStatementDialog } from "./import-statement-dialog";

const STATEMENTS_PATH = "/api/trust-accounting/statements";
const CSV = "Date,Description,Amount,Balance\n2026/03/02,DEPOSIT MOKOENA,5000.00,5000.00\n";
const RESULT: TImportStatementResult = {
  importId: "import-1",
  lineCount: 12,
  newLineCount: 10,
  duplicateCount: 1,
  skippedZeroRows: 0,
  autoMatched: 6,
  errors: [{ row: 9, message: "The date 31/02/2026 is not a real date" }],
  warnings: [],
};

// jsdom's File has no text() or arrayBuffer() (browsers have had them for years); FileReader instead.
beforeAll(() => {
  if (typeof File.prototype.arrayBuffer !== "function") {
    Object.defineProperty(File.prototype, "arrayBuffer", {
      configurable: true,
      value(this: File) {
        return new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error);
          reader.readAsArrayBuffer(this);
        });
      },
    });
  }
  if (typeof File.prototype.text === "function") return;
  Object.defineProperty(File.prototype, "text", {
    configurable: true,
    value(this: File) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    },
  });
});

function renderImport(result: TImportStatementResult = RESULT) {
  const fetchMock = stubTrustServer({ [`POST ${STATEMENTS_PATH}`]: () => jsonResponse(201, result) });
  renderWithProviders(
    <ImportStatementDialog
      opened
      onClose={() => {}}
      accounts={[TRUST_ACCOUNT]}
      initialAccountId={ACCOUNT_ID}
    />,
    { user: buildUser({ role: "office_manager", isFirmOwner: false }) },
  );
  const dialog = screen.getByRole("dialog", { name: "Import Bank Statement" });
  return { fetchMock, dialog, user: userEvent.setup() };
}

describe("ImportStatementDialog", { timeout: 20_000 }, () => {
  it("sends the file's text with the account's bank preset and shows the counts and row errors", async () => {
    const { fetchMock, dialog, user } = renderImport();

    expect((within(dialog).getByRole("combobox", { name: "Column layout" }) as HTMLSelectElement).value).toBe(
      "fnb",
    );
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([CSV], "march.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import Statement" }));

    expect(await within(dialog).findByText(/12 lines read: 10 new, 1 already imported/)).toBeTruthy();
    expect(within(dialog).getByText("Row 9: The date 31/02/2026 is not a real date")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", STATEMENTS_PATH)).toEqual([
      { accountId: ACCOUNT_ID, fileName: "march.csv", format: "csv", preset: "fnb", content: CSV },
    ]);
  });

  it("checks a generic column mapping before sending it", async () => {
    const { fetchMock, dialog, user } = renderImport();

    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Column layout" }),
      "Other layout: name the columns",
    );
    await user.click(within(dialog).getByRole("radio", { name: "Money in and money out columns" }));
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([CSV], "march.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import Statement" }));

    expect(
      await within(dialog).findByText(
        "Choose either one Amount column, or both a Money in and a Money out column",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", STATEMENTS_PATH)).toHaveLength(0));
  });

  it("reads a Windows-1252 export as Windows-1252, so Café Müller reaches the books as written", async () => {
    const { fetchMock, dialog, user } = renderImport();
    const text = "Date,Description,Amount,Balance\n2026/03/02,CAFé MüLLER,-45.00,4955.00\n";
    const bytes = Uint8Array.from(Array.from(text, (character) => character.charCodeAt(0)));
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([bytes], "march.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import Statement" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST", STATEMENTS_PATH)).toHaveLength(1));
    const [body] = sentBodies(fetchMock, "POST", STATEMENTS_PATH) as { content: string }[];
    expect(body?.content).toContain("CAFé MüLLER");
    expect(body?.content).not.toContain("\ufffd");
  });

  it("shows the rows whose running balance does not add up", async () => {
    const warning =
      "Row 7: the balance R 1 200,00 does not follow from R 1 000,00 and R 150,00 (expected R 1 150,00): a row may be missing or changed.";
    const { dialog, user } = renderImport({ ...RESULT, errors: [], warnings: [warning] });
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([CSV], "march.csv", { type: "text/csv" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Import Statement" }));
    expect(await within(dialog).findByText(warning)).toBeTruthy();
    expect(within(dialog).getByRole("list", { name: "Balance warnings" })).toBeTruthy();
  });
});
