import type { TImportStatementResult } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, jsonResponse } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ACCOUNT_ID, sentBodies, stubTrustServer, TRUST_ACCOUNT } from "../trust-test-fixtures";
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
};

// jsdom's File has no text() (browsers have had it for years); read it with FileReader instead.
beforeAll(() => {
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

function renderImport() {
  const fetchMock = stubTrustServer({ [`POST ${STATEMENTS_PATH}`]: () => jsonResponse(201, RESULT) });
  renderWithProviders(
    <ImportStatementDialog
      opened
      onClose={() => {}}
      accounts={[TRUST_ACCOUNT]}
      initialAccountId={ACCOUNT_ID}
    />,
    { user: buildUser({ role: "office_manager" }) },
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
});
