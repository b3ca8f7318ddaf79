import {
  EXPENSE_CATEGORIES,
  formatNumber,
  type TCreateExpenseRequest,
  type TExpenseCategory,
  todayInSouthAfrica,
  ZCreateExpenseRequest,
} from "@inkundla/shared";
import { readRequiredAmount } from "./billing-format";

/** The server takes at most 10 MB (platform/file-types.ts); checked here first to spare the upload. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** The receipt types the server accepts (it checks the bytes; this checks the name and type). */
const RECEIPT_TYPES: Record<string, readonly string[]> = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
  "application/pdf": [".pdf"],
};

export const RECEIPT_ACCEPT = Object.entries(RECEIPT_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(",");

/** Rounded up, so a file just over the limit never reads as "10 MB". */
function formatMegabytes(bytes: number): string {
  return `${formatNumber(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/** Why a chosen receipt cannot be sent, or null when it may be. */
export function receiptProblem(file: File): string | null {
  if (file.size > RECEIPT_MAX_BYTES) {
    return `The receipt is ${formatMegabytes(file.size)}: it may be at most 10 MB`;
  }
  if (file.size === 0) return "The receipt file is empty: choose it again";
  const name = file.name.toLowerCase();
  const known = Object.entries(RECEIPT_TYPES).some(
    ([mime, extensions]) =>
      file.type === mime || (!file.type && extensions.some((ext) => name.endsWith(ext))),
  );
  return known ? null : "The receipt must be an image (PNG, JPEG, GIF or WebP) or a PDF";
}

export type ExpenseDraft = {
  date: string;
  category: TExpenseCategory;
  amount: string;
  matterId: string;
  description: string;
  taxable: boolean;
};

export function emptyExpenseDraft(): ExpenseDraft {
  return {
    date: todayInSouthAfrica(),
    category: EXPENSE_CATEGORIES[0],
    amount: "",
    matterId: "",
    description: "",
    taxable: true,
  };
}

export type ExpenseErrors = Partial<Record<keyof ExpenseDraft | "receipt", string>>;

export type ExpenseBuildResult =
  | { ok: true; request: TCreateExpenseRequest }
  | { ok: false; errors: ExpenseErrors };

const FIELD_OF_REQUEST: Record<string, keyof ExpenseDraft> = { amountCents: "amount" };

export function buildExpenseRequest(draft: ExpenseDraft): ExpenseBuildResult {
  const errors: ExpenseErrors = {};
  const amount = readRequiredAmount(draft.amount, "Amount");
  if (amount.error) errors.amount = amount.error;
  const parsed = ZCreateExpenseRequest.safeParse({
    date: draft.date,
    category: draft.category,
    amountCents: amount.cents ?? 1,
    matterId: draft.matterId,
    description: draft.description,
    taxable: draft.taxable,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? "description");
    const field = FIELD_OF_REQUEST[name] ?? (name as keyof ExpenseDraft);
    errors[field] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
