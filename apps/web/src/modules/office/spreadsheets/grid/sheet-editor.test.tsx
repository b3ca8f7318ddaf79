import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { randText } from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildSpreadsheet } from "../spreadsheet-test-fixtures";
import { SheetEditor } from "./sheet-editor";
import { SheetModel } from "./sheet-model";

type SheetData = Parameters<typeof buildSpreadsheet>[1];

function renderSheet(data: SheetData = {}, structure = { rows: 20, columns: 6, headers: [] as string[] }) {
  const model = new SheetModel(buildSpreadsheet({ structure }, data));
  const view = renderWithProviders(<SheetEditor model={model} isReadOnly={false} label="Fee budget" />);
  return { model, ...view };
}

const grid = () => screen.getByRole("grid", { name: "Fee budget" });

/** A cell by its reference: its accessible name starts with it ("C4, R 4 000,00"). */
function cell(reference: string): HTMLElement {
  return screen.getByRole("gridcell", { name: new RegExp(`^${reference}(,|$)`) });
}

/** What a cell shows, with the formatter's non-breaking spaces read as plain ones. */
function shown(reference: string): string {
  return (cell(reference).textContent ?? "").replace(/\s/g, " ");
}

function selectedReference(): string {
  return (screen.getByRole("textbox", { name: "Selected cell" }) as HTMLInputElement).value;
}

const formulaBar = () => screen.getByRole("textbox", { name: "Formula bar" }) as HTMLInputElement;

describe("SheetEditor", () => {
  it("shows the sheet with column letters, row numbers and its size for assistive technology", () => {
    renderSheet();

    expect(grid().getAttribute("aria-rowcount")).toBe("21");
    expect(grid().getAttribute("aria-colcount")).toBe("7");
    expect(screen.getByRole("columnheader", { name: "C" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "4" })).toBeTruthy();
    expect(shown("C4")).toBe(randText(400_000));
  });

  it("recalculates a dependent formula when a number is typed into a cell it reads", async () => {
    renderSheet({ values: { A1: 10 }, formulas: { B1: "=A1*2" }, formats: {}, names: {} });
    expect(shown("B1")).toBe("20");

    grid().focus();
    await userEvent.keyboard("21{Enter}");

    expect(shown("A1")).toBe("21");
    expect(shown("B1")).toBe("42");
    expect(selectedReference()).toBe("A2");
  });

  it("shows #CIRC! for a circular reference, with the engine's explanation as the cell's tooltip", () => {
    renderSheet({ values: {}, formulas: { A1: "=B1+1", B1: "=A1+1" }, formats: {}, names: {} });

    const circular = cell("A1");
    expect(circular.textContent).toBe("#CIRC!");
    expect(circular.getAttribute("title")).toBeTruthy();
    expect(circular.getAttribute("aria-label")).toContain(circular.getAttribute("title") ?? "missing");
  });

  it("formats a cell as rand from the cell's format menu: R 1 234,56", async () => {
    const { model } = renderSheet({ values: { A2: 1234.56 }, formulas: {}, formats: {}, names: {} });

    await userEvent.click(cell("A2"));
    await userEvent.click(screen.getByRole("button", { name: "Format: General, cell A2" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Rand (R)" }));

    expect(shown("A2")).toBe(randText(123_456));
    expect(randText(123_456)).toBe("R 1 234,56");
    expect(model.toData().formats).toEqual({ A2: "rand" });
  });

  it("moves the selection with the arrows, Tab, Enter and Ctrl+End, and the formula bar follows", async () => {
    renderSheet();
    grid().focus();

    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    expect(selectedReference()).toBe("B2");
    expect(grid().getAttribute("aria-activedescendant")).toBe(cell("B2").id);
    expect(cell("B2").getAttribute("aria-selected")).toBe("true");

    await userEvent.keyboard("{Tab}{ArrowDown}{ArrowDown}");
    expect(selectedReference()).toBe("C4");
    expect(formulaBar().value).toBe("=SUM(C2:C3)");

    await userEvent.keyboard("{Control>}{End}{/Control}");
    expect(selectedReference()).toBe("F20");
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    expect(selectedReference()).toBe("F20");
  });

  it("edits with F2, puts the cell back on Escape, and clears it with Delete", async () => {
    const { model } = renderSheet();
    await userEvent.click(cell("C2"));

    await userEvent.keyboard("{F2}");
    const editor = screen.getByRole("textbox", { name: "Edit cell C2" }) as HTMLInputElement;
    expect(editor.value).toBe("1500");
    await userEvent.keyboard("9{Escape}");
    expect(screen.queryByRole("textbox", { name: "Edit cell C2" })).toBeNull();
    expect(model.input(2, 3)).toBe("1500");
    expect(document.activeElement).toBe(grid());

    await userEvent.keyboard("{Delete}");
    expect(model.input(2, 3)).toBe("");
    expect(shown("C4")).toBe(randText(250_000));
  });

  it("keeps a formula typed into the formula bar and shows its result in the cell", async () => {
    renderSheet();
    await userEvent.click(cell("D4"));

    await userEvent.click(formulaBar());
    await userEvent.type(formulaBar(), "=C4/2{Enter}");

    expect(shown("D4")).toBe("2000");
    expect(selectedReference()).toBe("D5");
  });

  it("inserts a row above the selection and the formulas below follow it", async () => {
    const { model } = renderSheet();
    await userEvent.click(cell("A3"));

    await userEvent.click(screen.getByRole("button", { name: "Insert row" }));

    expect(grid().getAttribute("aria-rowcount")).toBe("22");
    expect(model.input(5, 3)).toBe("=SUM(C2:C4)");
    expect(model.namedCells().revenue).toBe("C5");
  });

  it("asks before deleting a row that holds entries, and deletes an empty one at once", async () => {
    const { model } = renderSheet();
    await userEvent.click(cell("A10"));
    await userEvent.click(screen.getByRole("button", { name: "Delete row" }));
    expect(model.rows).toBe(19);

    await userEvent.click(cell("A2"));
    await userEvent.click(screen.getByRole("button", { name: "Delete row" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete row" });
    expect(within(dialog).getByText(/Row 2 holds entries/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(model.rows).toBe(18);
    expect(model.input(3, 3)).toBe("=SUM(C2:C2)");
  });

  it("marks the selected cell as the sheet's profit for the card to read", async () => {
    const { model } = renderSheet();
    await userEvent.click(cell("C3"));

    await userEvent.click(screen.getByRole("button", { name: "Mark C3 as" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Profit" }));

    expect(model.toData().names).toEqual({ revenue: "C4", profit: "C3" });
    expect(cell("C3").getAttribute("aria-label")).toContain("Profit cell");
  });

  it("keeps the header row in view while frozen, and lets it scroll away when unfrozen", async () => {
    const { model } = renderSheet();
    const freeze = screen.getByRole("button", { name: "Freeze header row" });
    const headerRowIsFrozen = () => cell("A1").closest("thead") !== null;
    expect(freeze.getAttribute("aria-pressed")).toBe("true");
    expect(headerRowIsFrozen()).toBe(true);

    await userEvent.click(freeze);

    expect(freeze.getAttribute("aria-pressed")).toBe("false");
    expect(headerRowIsFrozen()).toBe(false);
    expect(model.toData().frozenRows).toBe(0);
  });

  it("draws only the rows in view of a 10,000-row sheet", () => {
    const values: Record<string, number> = {};
    const formulas: Record<string, string> = {};
    for (let row = 1; row <= 10_000; row += 1) {
      values[`A${row}`] = row;
      formulas[`B${row}`] = `=A${row}*2`;
    }
    renderSheet({ values, formulas, formats: {}, names: {} }, { rows: 10_000, columns: 10, headers: [] });

    expect(grid().getAttribute("aria-rowcount")).toBe("10001");
    const rowsDrawn = screen.getAllByRole("row").length;
    expect(rowsDrawn).toBeGreaterThan(10);
    expect(rowsDrawn).toBeLessThan(60);
    expect(shown("B2")).toBe("4");
  });
});
