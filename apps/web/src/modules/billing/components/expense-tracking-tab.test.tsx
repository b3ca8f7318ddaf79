import type { TExpense } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, pageResponse, requestsTo } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CLIENT, CLIENT_ID, MATTER, MATTER_ID, stubBillingServer } from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const EXPENSES_PATH = "/api/billing/expenses";

const EXPENSE: TExpense = {
  id: "x1111111-1111-4111-8111-111111111111",
  date: "2026-04-02",
  category: "filing",
  description: "Deeds Office lodgement fee",
  matter: `${MATTER.reference} · ${MATTER.title}`,
  matterId: MATTER_ID,
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  amountCents: 45_050,
  taxable: false,
  status: "recorded",
  receiptFileId: "r1111111-1111-4111-8111-111111111111",
  receiptFileName: "lodgement.pdf",
  invoiceId: null,
  recordedBy: "Thandi Mokoena",
  createdAt: "2026-04-02T09:00:00.000Z",
};

/** A file that says it is `bytes` long without holding them, to test the size check cheaply. */
function fileOfSize(name: string, type: string, bytes: number): File {
  const file = new File(["%PDF-1.7"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

async function fillExpense(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.selectOptions(within(form).getByRole("combobox", { name: "Category" }), "Filing fees");
  await user.type(within(form).getByRole("textbox", { name: "Amount" }), "450.50");
  await user.click(within(form).getByRole("combobox", { name: "Matter" }));
  await user.click(await screen.findByRole("option", { name: `${MATTER.reference} · ${MATTER.title}` }));
  await user.type(within(form).getByRole("textbox", { name: "Description" }), "Deeds Office lodgement fee");
  await user.click(within(form).getByRole("checkbox", { name: "Charge VAT on it when billed" }));
}

async function openExpenses(routes: Parameters<typeof stubBillingServer>[0] = {}, role = "associate") {
  const fetchMock = stubBillingServer(routes);
  renderWithProviders(<BillingPage />, {
    route: "/billing?tab=expenses",
    user: buildUser({ role, isFirmOwner: false }),
  });
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Record expense" }, LAZY_LOAD);
  return { fetchMock, user, form };
}

describe("Expense Tracking", { timeout: 25_000 }, () => {
  it("refuses an 11 MB receipt before uploading anything", async () => {
    const { fetchMock, user, form } = await openExpenses();
    await fillExpense(user, form);

    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      fileOfSize("scan.pdf", "application/pdf", 11 * 1024 * 1024),
    );
    expect(await within(form).findByText("The receipt is 11 MB: it may be at most 10 MB")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Record Expense" }));

    expect(within(form).getByText("The receipt is 11 MB: it may be at most 10 MB")).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", EXPENSES_PATH)).toHaveLength(0);
  });

  it("sends the expense as multipart fields with its receipt last", async () => {
    const { fetchMock, user, form } = await openExpenses({
      [`POST ${EXPENSES_PATH}`]: () => jsonResponse(201, EXPENSE),
    });
    await fillExpense(user, form);
    const receipt = fileOfSize("lodgement.pdf", "application/pdf", 120_000);
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, receipt);
    await user.click(within(form).getByRole("button", { name: "Record Expense" }));

    expect(await screen.findByText("Expense recorded")).toBeTruthy();
    const [request] = requestsTo(fetchMock, "POST", EXPENSES_PATH);
    const body = request?.body as FormData;
    expect([...body.keys()]).toEqual([
      "date",
      "category",
      "amountCents",
      "matterId",
      "description",
      "taxable",
      "receipt",
    ]);
    expect(body.get("category")).toBe("filing");
    expect(body.get("amountCents")).toBe("45050");
    expect(body.get("matterId")).toBe(MATTER_ID);
    expect(body.get("taxable")).toBe("false");
    expect((body.get("receipt") as File).name).toBe("lodgement.pdf");
  });

  it("lists expenses with their receipt, lets a manager approve and asks before deleting", async () => {
    const { fetchMock, user } = await openExpenses(
      {
        [`GET ${EXPENSES_PATH}`]: () => pageResponse([EXPENSE]),
        [`POST ${EXPENSES_PATH}/${EXPENSE.id}/approve`]: () =>
          jsonResponse(200, { ...EXPENSE, status: "approved" }),
      },
      "partner",
    );
    const table = await screen.findByRole("table", { name: "Expenses" }, LAZY_LOAD);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Date", "Category", "Description", "Matter", "Amount", "Status", "Actions"]);
    expect(
      within(table)
        .getByRole("link", { name: `Receipt for ${EXPENSE.description}` })
        .getAttribute("href"),
    ).toBe(`/api/files/${EXPENSE.receiptFileId}`);

    await user.click(within(table).getByRole("button", { name: `Approve ${EXPENSE.description}` }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, "POST", `${EXPENSES_PATH}/${EXPENSE.id}/approve`)).toHaveLength(1),
    );

    await user.click(within(table).getByRole("button", { name: `Delete ${EXPENSE.description}` }));
    expect(await screen.findByRole("dialog", { name: "Delete Expense" })).toBeTruthy();
    expect(requestsTo(fetchMock, "DELETE", `${EXPENSES_PATH}/${EXPENSE.id}`)).toHaveLength(0);
  });
});
