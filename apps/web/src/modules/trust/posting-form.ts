import {
  type TCreateTrustPostingRequest,
  type TTrustPostingType,
  todayInSouthAfrica,
  ZCreateTrustPostingRequest,
} from "@inkundla/shared";
import { readRandAmount } from "./trust-format";

/** What the New Transaction form holds: text as typed, ids as chosen ("" when nothing is). */
export type PostingDraft = {
  type: TTrustPostingType;
  accountId: string;
  amount: string;
  date: string;
  description: string;
  reference: string;
  receiptParty: "client" | "firm";
  paymentParty: "client" | "fund";
  clientId: string;
  matterId: string;
  payer: string;
  payee: string;
  feeNoteReference: string;
  feeNoteAmount: string;
  toClientId: string;
  toMatterId: string;
  toAccountId: string;
  reversesId: string;
  reason: string;
  /** Set when the posting is captured from an unmatched bank statement line. */
  statementLineId: string;
};

export function emptyPostingDraft(overrides: Partial<PostingDraft> = {}): PostingDraft {
  return {
    type: "receipt",
    accountId: "",
    amount: "",
    date: todayInSouthAfrica(),
    description: "",
    reference: "",
    receiptParty: "client",
    paymentParty: "client",
    clientId: "",
    matterId: "",
    payer: "",
    payee: "",
    feeNoteReference: "",
    feeNoteAmount: "",
    toClientId: "",
    toMatterId: "",
    toAccountId: "",
    reversesId: "",
    reason: "",
    statementLineId: "",
    ...overrides,
  };
}

/** The form fields a posting type asks for, beyond account, amount, date, description and reference. */
export type PostingField =
  | "receiptParty"
  | "paymentParty"
  | "client"
  | "optionalClient"
  | "payer"
  | "payee"
  | "feeNote"
  | "toClient"
  | "toAccount"
  | "reversal";

/** Which of the type's fields show, given the draft (a firm receipt or a Fund payment has no client). */
export function postingFieldsOf(draft: Pick<PostingDraft, "type" | "receiptParty" | "paymentParty">) {
  const fields = new Set<PostingField>();
  switch (draft.type) {
    case "receipt":
      fields.add("receiptParty").add("payer");
      if (draft.receiptParty === "client") fields.add("client");
      break;
    case "payment":
      fields.add("paymentParty").add("payee");
      if (draft.paymentParty === "client") fields.add("client");
      break;
    case "transfer_to_business":
      fields.add("client").add("feeNote");
      break;
    case "client_transfer":
      fields.add("client").add("toClient");
      break;
    case "account_transfer":
      fields.add("client").add("toAccount");
      break;
    case "bank_charge":
      fields.add("optionalClient");
      break;
    case "interest":
      break;
    case "reversal":
      fields.add("reversal");
      break;
    default: {
      const unknownType: never = draft.type;
      throw new Error(`Unknown posting type ${String(unknownType)}`);
    }
  }
  return fields;
}

/** Field errors keyed by the request's own field names (amountCents, clientId, …). */
export type PostingErrors = Partial<Record<string, string>>;

export type PostingBuildResult =
  | { ok: true; request: TCreateTrustPostingRequest }
  | { ok: false; errors: PostingErrors };

const optional = (value: string) => (value === "" ? undefined : value);

/** An amount field → cents for the schema, and the form's own message when the text is not an amount. */
function readAmountField(text: string, label: string): { cents: number | undefined; error?: string } {
  const result = readRandAmount(text);
  if (result.kind === "amount") return { cents: result.cents };
  if (result.kind === "blank") return { cents: undefined, error: `${label} is required` };
  return { cents: Number.NaN, error: result.message };
}

/**
 * The draft as the request the server takes: only the chosen type's fields (the schema is strict),
 * amounts in cents, checked with the shared schema so the form shows the server's own rules.
 */
export function buildPostingRequest(draft: PostingDraft): PostingBuildResult {
  const fields = postingFieldsOf(draft);
  const amountErrors: PostingErrors = {};
  let candidate: Record<string, unknown>;
  if (draft.type === "reversal") {
    candidate = { type: "reversal", reversesId: draft.reversesId, date: draft.date, reason: draft.reason };
  } else {
    const amount = readAmountField(draft.amount, "Amount");
    if (amount.error) amountErrors.amountCents = amount.error;
    candidate = {
      type: draft.type,
      accountId: draft.accountId,
      amountCents: amount.cents,
      date: draft.date,
      description: draft.description,
      reference: draft.reference,
      statementLineId: optional(draft.statementLineId),
    };
    if (fields.has("receiptParty")) candidate.party = draft.receiptParty;
    if (fields.has("paymentParty")) candidate.party = draft.paymentParty;
    if (fields.has("client") || fields.has("optionalClient")) {
      candidate.clientId = fields.has("client") ? draft.clientId : optional(draft.clientId);
      candidate.matterId = optional(draft.matterId);
    }
    if (fields.has("payer")) candidate.payer = draft.payer;
    if (fields.has("payee")) candidate.payee = draft.payee;
    if (fields.has("feeNote")) {
      const feeNoteAmount = readAmountField(draft.feeNoteAmount, "Fee note amount");
      if (feeNoteAmount.error) amountErrors.feeNoteAmountCents = feeNoteAmount.error;
      candidate.feeNoteReference = draft.feeNoteReference;
      candidate.feeNoteAmountCents = feeNoteAmount.cents;
    }
    if (fields.has("toClient")) {
      candidate.toClientId = draft.toClientId;
      candidate.toMatterId = optional(draft.toMatterId);
    }
    if (fields.has("toAccount")) candidate.toAccountId = draft.toAccountId;
  }
  for (const [name, value] of Object.entries(candidate)) {
    if (value === undefined) delete candidate[name];
  }

  const parsed = ZCreateTrustPostingRequest.safeParse(candidate);
  if (parsed.success && Object.keys(amountErrors).length === 0) {
    return { ok: true, request: parsed.data };
  }
  const errors: PostingErrors = { ...amountErrors };
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
