import { describe, expect, it } from "vitest";
import { buildExpenseRequest, emptyExpenseDraft, RECEIPT_MAX_BYTES, receiptProblem } from "./expense-form";

function fileOfSize(name: string, type: string, bytes: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

describe("expense form", () => {
  it("accepts an image or a PDF of up to 10 MB", () => {
    expect(receiptProblem(fileOfSize("slip.jpg", "image/jpeg", RECEIPT_MAX_BYTES))).toBeNull();
    expect(receiptProblem(fileOfSize("slip.pdf", "application/pdf", 1_000))).toBeNull();
    // Some systems give no type: the name then decides here, and the server checks the bytes.
    expect(receiptProblem(fileOfSize("slip.PNG", "", 1_000))).toBeNull();
  });

  it("refuses a receipt over 10 MB, an empty one, or one of another type", () => {
    expect(receiptProblem(fileOfSize("scan.pdf", "application/pdf", RECEIPT_MAX_BYTES + 1))).toBe(
      "The receipt is 10,1 MB: it may be at most 10 MB",
    );
    expect(receiptProblem(fileOfSize("scan.pdf", "application/pdf", 0))).toBe(
      "The receipt file is empty: choose it again",
    );
    expect(receiptProblem(fileOfSize("notes.docx", "application/msword", 1_000))).toBe(
      "The receipt must be an image (PNG, JPEG, GIF or WebP) or a PDF",
    );
  });

  it("turns the typed rand amount into cents and names the missing matter", () => {
    const result = buildExpenseRequest({ ...emptyExpenseDraft(), amount: "450.5", description: "Sheriff" });
    expect(!result.ok && result.errors).toEqual({ matterId: "Choose a matter" });
  });

  it("refuses an amount of R0.00", () => {
    const result = buildExpenseRequest({ ...emptyExpenseDraft(), amount: "0" });
    expect(!result.ok && result.errors.amount).toBe("Amount must be more than R0.00");
  });
});
