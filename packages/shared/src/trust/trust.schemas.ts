import { z } from "zod";
import { todayInSouthAfrica, ZIsoDate, ZIsoMonth } from "../dates.ts";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZChosenId, ZOptionalText, ZRequiredText } from "../schema-fields.ts";

import {
  TRUST_ACCOUNT_KINDS,
  TRUST_ACCOUNT_STATUSES,
  TRUST_BANKS,
  TRUST_LEDGER_PARTIES,
  TRUST_POSTING_TYPES,
} from "./trust.enums.ts";

export const TRUST_LIMITS = {
  nameMax: 120,
  accountNumberMax: 20,
  descriptionMax: 500,
  referenceMax: 100,
  reasonMax: 500,
  /** R10 000 000 000: far above any single trust movement, and exact as a JavaScript number. */
  amountCentsMax: 1_000_000_000_000,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

export const TRUST_MESSAGES = {
  amountPositive: "Amount must be more than R0.00",
  amountWhole: "Amount must be a whole number of cents (at most two decimals in rand)",
  amountTooLarge: "Amount is too large",
  futureDate: "The date cannot be in the future",
  accountNumber: "Account number must be 6 to 20 digits",
  branchCode: "Branch code must be 6 digits",
} as const;

/** An amount of trust money on the wire: a positive whole number of cents. */
export const ZTrustAmountCents = z
  .number({ error: "Amount must be a number of cents" })
  .int(TRUST_MESSAGES.amountWhole)
  .positive(TRUST_MESSAGES.amountPositive)
  .max(TRUST_LIMITS.amountCentsMax, TRUST_MESSAGES.amountTooLarge);

/** The date of a trust movement: a real date, never later than today in South Africa. */
export const ZTrustDate = ZIsoDate.refine(
  (value) => value <= todayInSouthAfrica(),
  TRUST_MESSAGES.futureDate,
);

const ZText = ZRequiredText;
const ZId = ZChosenId;

// ── Trust bank accounts ────────────────────────────────────────────────────────────────────────────

/** POST /api/trust-accounting/accounts (spec payload name, bankName, accountNumber, clientId). */
export const ZCreateTrustAccountRequest = z
  .strictObject({
    name: ZText("Account name", TRUST_LIMITS.nameMax),
    bankName: z.enum(TRUST_BANKS, {
      error: "Choose the bank: ABSA, FNB, Standard Bank, Nedbank, Capitec or other",
    }),
    accountNumber: z
      .string({ error: "Account number is required" })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6,20}$/, TRUST_MESSAGES.accountNumber)),
    branchCode: z
      .string()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^(\d{6})?$/, TRUST_MESSAGES.branchCode))
      .optional()
      .transform((value) => value || null),
    kind: z.enum(TRUST_ACCOUNT_KINDS, { error: "Choose s86(2), s86(3) or s86(4)" }).default("s86_2"),
    /** s86(4): the client the investment is for (required). Otherwise: whose money an opening balance is. */
    clientId: z
      .union([ZId("client"), z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
    openedOn: ZTrustDate.optional(),
    /** The balance brought forward when the account is opened in Inkundla, held for `clientId`. */
    openingBalanceCents: z
      .number({ error: "Opening balance must be a number of cents" })
      .int(TRUST_MESSAGES.amountWhole)
      .min(0, "Opening balance cannot be negative")
      .max(TRUST_LIMITS.amountCentsMax, TRUST_MESSAGES.amountTooLarge)
      .default(0),
  })
  .refine((value) => value.kind !== "s86_4" || value.clientId !== null, {
    path: ["clientId"],
    message: "An s86(4) investment account is for one client: choose the client",
  })
  .refine((value) => value.openingBalanceCents === 0 || value.clientId !== null, {
    path: ["clientId"],
    message: "Choose the client whose money the opening balance is",
  });
export type TCreateTrustAccountRequest = z.input<typeof ZCreateTrustAccountRequest>;

/** PATCH /api/trust-accounting/accounts/{id}: the name and branch code can be corrected. */
export const ZUpdateTrustAccountRequest = z.strictObject({
  name: ZText("Account name", TRUST_LIMITS.nameMax).optional(),
  branchCode: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^(\d{6})?$/, TRUST_MESSAGES.branchCode))
    .optional(),
});
export type TUpdateTrustAccountRequest = z.infer<typeof ZUpdateTrustAccountRequest>;

export const ZTrustIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

/** A trust bank account as the list shows it (spec fields plus cents and the s86 kind). */
export const ZTrustAccount = z.object({
  id: z.string(),
  name: z.string(),
  bankName: z.enum(TRUST_BANKS),
  accountNumber: z.string(),
  branchCode: z.string().nullable(),
  kind: z.enum(TRUST_ACCOUNT_KINDS),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** Rand, e.g. 1250.5 (spec); `balanceCents` is exact. */
  balance: z.number(),
  balanceCents: z.number().int(),
  status: z.enum(TRUST_ACCOUNT_STATUSES),
  /** The last day of the latest signed-off month, or null. */
  lastReconciled: z.string().nullable(),
  openedOn: z.string(),
  /** s86(4): the client's written instruction is on file. */
  instructionOnFile: z.boolean(),
  instructionDate: z.string().nullable(),
  instructionFileId: z.string().nullable(),
});
export type TTrustAccount = z.infer<typeof ZTrustAccount>;
export const ZTrustAccountList = z.array(ZTrustAccount);

// ── Postings ──────────────────────────────────────────────────────────────────────────────────────

const postingBase = {
  accountId: ZId("trust account"),
  amountCents: ZTrustAmountCents,
  date: ZTrustDate,
  description: ZText("Description", TRUST_LIMITS.descriptionMax),
  reference: ZOptionalText("Reference", TRUST_LIMITS.referenceMax),
  /** Captured from an unmatched bank statement line: the new cash book line is matched to it. */
  statementLineId: z.uuid({ error: "statementLineId must be a statement line id" }).optional(),
};
const clientSide = { clientId: ZId("client"), matterId: ZId("matter").optional() };

/** Money received into trust for a client, or the firm's own money deposited to meet bank charges. */
const ZReceipt = z.strictObject({
  type: z.literal("receipt"),
  ...postingBase,
  party: z.enum(["client", "firm"]).default("client"),
  clientId: ZId("client").optional(),
  matterId: ZId("matter").optional(),
  payer: ZOptionalText("Received from", TRUST_LIMITS.nameMax),
});

/** Money paid out of trust for a client (to them or a third party), or interest paid over to the Fund. */
const ZPayment = z.strictObject({
  type: z.literal("payment"),
  ...postingBase,
  party: z.enum(["client", "fund"]).default("client"),
  clientId: ZId("client").optional(),
  matterId: ZId("matter").optional(),
  payee: ZText("Paid to", TRUST_LIMITS.nameMax),
});

/** Fees or disbursements moved to the business account: only against a fee note or invoice (Rule 54.14.12). */
const ZTransferToBusiness = z.strictObject({
  type: z.literal("transfer_to_business"),
  ...postingBase,
  ...clientSide,
  feeNoteReference: ZText("Fee note or invoice number", TRUST_LIMITS.referenceMax),
  /** The amount of the fee note; what is transferred against it may never exceed it. */
  feeNoteAmountCents: ZTrustAmountCents,
});

const ZClientTransfer = z.strictObject({
  type: z.literal("client_transfer"),
  ...postingBase,
  ...clientSide,
  toClientId: ZId("client to transfer to"),
  toMatterId: ZId("matter").optional(),
});

/** A client's money moved between two trust accounts (s86(2) ↔ s86(3) or s86(4)). */
const ZAccountTransfer = z.strictObject({
  type: z.literal("account_transfer"),
  ...postingBase,
  ...clientSide,
  toAccountId: ZId("trust account to transfer to"),
});

/** A bank charge on the trust account, met from the firm's own funds in trust or, when named, a client's. */
const ZBankCharge = z.strictObject({
  type: z.literal("bank_charge"),
  ...postingBase,
  clientId: ZId("client").optional(),
  matterId: ZId("matter").optional(),
});

/** Interest credited by the bank: due to the Fund (s86(2), s86(3)); to the client less 5% for s86(4). */
const ZInterest = z.strictObject({
  type: z.literal("interest"),
  ...postingBase,
});

const ZReversal = z.strictObject({
  type: z.literal("reversal"),
  reversesId: ZId("posting to reverse"),
  date: ZTrustDate,
  reason: ZText("Reason", TRUST_LIMITS.reasonMax),
});

/** POST /api/trust-accounting/transactions: one posting of any type, written whole or not at all. */
export const ZCreateTrustPostingRequest = z
  .discriminatedUnion("type", [
    ZReceipt,
    ZPayment,
    ZTransferToBusiness,
    ZClientTransfer,
    ZAccountTransfer,
    ZBankCharge,
    ZInterest,
    ZReversal,
  ])
  .superRefine((value, context) => {
    const needsClient =
      (value.type === "receipt" || value.type === "payment") && value.party === "client" && !value.clientId;
    if (needsClient) context.addIssue({ code: "custom", path: ["clientId"], message: "Choose a client" });
    if (value.type === "transfer_to_business" && value.amountCents > value.feeNoteAmountCents) {
      context.addIssue({
        code: "custom",
        path: ["amountCents"],
        message: "A transfer to business cannot be more than the fee note it pays",
      });
    }
    if (value.type === "client_transfer" && value.clientId === value.toClientId) {
      const sameMatter = (value.matterId ?? null) === (value.toMatterId ?? null);
      if (sameMatter) {
        context.addIssue({
          code: "custom",
          path: ["toClientId"],
          message: "Choose a different client or matter",
        });
      }
    }
    if (value.type === "account_transfer" && value.accountId === value.toAccountId) {
      context.addIssue({
        code: "custom",
        path: ["toAccountId"],
        message: "Choose a different trust account",
      });
    }
  });
export type TCreateTrustPostingRequest = z.input<typeof ZCreateTrustPostingRequest>;
export type TTrustPostingInput = z.output<typeof ZCreateTrustPostingRequest>;

/** One line of a posting: a trust bank account's cash book (bank) or a trust creditor's ledger. */
export const ZTrustPostingLine = z.object({
  side: z.enum(["bank", "ledger"]),
  accountId: z.string(),
  accountName: z.string(),
  party: z.enum(TRUST_LEDGER_PARTIES).nullable(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  matterId: z.string().nullable(),
  matterReference: z.string().nullable(),
  /** Signed: money into the bank account, or credited to the creditor, is positive. */
  amountCents: z.number().int(),
});

export const ZTrustPosting = z.object({
  id: z.string(),
  /** Sequential per firm, in the order postings were captured. */
  number: z.number().int(),
  type: z.enum(TRUST_POSTING_TYPES),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  counterparty: z.string(),
  feeNoteReference: z.string().nullable(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  capturedBy: z.string(),
  capturedByName: z.string(),
  capturedAt: z.string(),
  lines: z.array(ZTrustPostingLine),
});
export type TTrustPosting = z.infer<typeof ZTrustPosting>;

/** GET /api/trust-accounting/transactions: newest first; the total is in X-Total-Count. */
export const ZTrustTransactionListQuery = z.strictObject({
  accountId: z.uuid({ error: "accountId must be a trust account id" }).optional(),
  clientId: z.uuid({ error: "clientId must be a client id" }).optional(),
  type: z.enum(TRUST_POSTING_TYPES, { error: "Unknown transaction type" }).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  reconciled: z
    .enum(["true", "false"], { error: "Use true or false" })
    .transform((value) => value === "true")
    .optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  limit: ZPageLimit(TRUST_LIMITS.pageSizeDefault, TRUST_LIMITS.pageSizeMax),
  offset: ZPageOffset,
});
export type TTrustTransactionListQuery = z.input<typeof ZTrustTransactionListQuery>;

/**
 * Spec's trust transaction row (date, description, account, reference, debit, credit, balance,
 * reconciled): one row per posting per trust account it touches. Debit is money out of the account,
 * credit money in, as on the bank statement; balance is the account's cash book after the posting.
 */
export const ZTrustTransaction = z.object({
  id: z.string(),
  postingId: z.string(),
  number: z.number().int(),
  type: z.enum(TRUST_POSTING_TYPES),
  date: z.string(),
  description: z.string(),
  account: z.string(),
  accountId: z.string(),
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  balanceCents: z.number().int(),
  /** Every bank line of the posting is matched to a bank statement line (a journal-only posting is). */
  reconciled: z.boolean(),
  clientNames: z.string(),
  amountCents: z.number().int(),
  reversed: z.boolean(),
});
export type TTrustTransaction = z.infer<typeof ZTrustTransaction>;
export const ZTrustTransactionList = z.array(ZTrustTransaction);

// ── Client ledgers ────────────────────────────────────────────────────────────────────────────────

export const ZTrustLedgerListQuery = z.strictObject({
  accountId: z.uuid({ error: "accountId must be a trust account id" }).optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  /** Only clients holding money (the default), or every client that ever had a posting. */
  nonZero: z
    .enum(["true", "false"], { error: "Use true or false" })
    .transform((value) => value === "true")
    .default(true),
  limit: ZTrustTransactionListQuery.shape.limit,
  offset: ZTrustTransactionListQuery.shape.offset,
});
export type TTrustLedgerListQuery = z.input<typeof ZTrustLedgerListQuery>;

export const ZTrustLedgerSummary = z.object({
  clientId: z.string(),
  clientName: z.string(),
  balanceCents: z.number().int(),
  lastPostingDate: z.string().nullable(),
});
export type TTrustLedgerSummary = z.infer<typeof ZTrustLedgerSummary>;
export const ZTrustLedgerSummaryList = z.array(ZTrustLedgerSummary);

export const ZTrustLedgerQuery = z.strictObject({
  matterId: z.uuid({ error: "matterId must be a matter id" }).optional(),
  accountId: z.uuid({ error: "accountId must be a trust account id" }).optional(),
});

export const ZTrustLedgerPosting = z.object({
  postingId: z.string(),
  number: z.number().int(),
  type: z.enum(TRUST_POSTING_TYPES),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  matterId: z.string().nullable(),
  matterReference: z.string().nullable(),
  /** Positive: money received for the client; negative: paid out or transferred away. */
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
});

/** GET /api/trust-accounting/ledgers/{clientId}: the client's ledger, oldest first, with a running balance. */
export const ZTrustClientLedger = z.object({
  clientId: z.string(),
  clientName: z.string(),
  balanceCents: z.number().int(),
  matters: z.array(
    z.object({
      matterId: z.string().nullable(),
      matterReference: z.string().nullable(),
      matterTitle: z.string().nullable(),
      balanceCents: z.number().int(),
    }),
  ),
  accounts: z.array(
    z.object({ accountId: z.string(), accountName: z.string(), balanceCents: z.number().int() }),
  ),
  postings: z.array(ZTrustLedgerPosting),
});
export type TTrustClientLedger = z.infer<typeof ZTrustClientLedger>;

/** GET /api/trust-accounting/summary: the overview cards, from the firm's books. */
export const ZTrustSummary = z.object({
  totalTrustFundsCents: z.number().int(),
  activeAccounts: z.number().int(),
  clientsInCredit: z.number().int(),
  unreconciledItems: z.number().int(),
  fundDueCents: z.number().int(),
  firmFundsCents: z.number().int(),
});
export type TTrustSummary = z.infer<typeof ZTrustSummary>;

// ── Reconciliation and compliance ─────────────────────────────────────────────────────────────────

export const ZTrustReconciliationQuery = z.strictObject({
  accountId: z.uuid({ error: "Choose a trust account" }),
  month: ZIsoMonth,
});
export type TTrustReconciliationQuery = z.infer<typeof ZTrustReconciliationQuery>;

export const ZTrustCompliance = z.object({
  requirements: z.array(
    z.object({
      requirement: z.string(),
      rule: z.string(),
      compliant: z.boolean(),
      detail: z.string(),
      action: z.string().nullable(),
    }),
  ),
});
export type TTrustCompliance = z.infer<typeof ZTrustCompliance>;
