/** Banks a trust account can be held at (spec: absa, fnb, standard, nedbank, capitec; plus other). */
export const TRUST_BANKS = ["absa", "fnb", "standard", "nedbank", "capitec", "other"] as const;
export type TTrustBank = (typeof TRUST_BANKS)[number];

export const TRUST_BANK_LABELS: Record<TTrustBank, string> = {
  absa: "ABSA",
  fnb: "FNB",
  standard: "Standard Bank",
  nedbank: "Nedbank",
  capitec: "Capitec",
  other: "Other bank",
};

/**
 * The kinds of trust bank account the Legal Practice Act knows: the trust current account (s86(2)),
 * the firm's investment of surplus trust money (s86(3)) and an investment for one client on their
 * written instruction (s86(4)).
 */
export const TRUST_ACCOUNT_KINDS = ["s86_2", "s86_3", "s86_4"] as const;
export type TTrustAccountKind = (typeof TRUST_ACCOUNT_KINDS)[number];

export const TRUST_ACCOUNT_KIND_LABELS: Record<TTrustAccountKind, string> = {
  s86_2: "Trust current account (s86(2))",
  s86_3: "Trust investment account (s86(3))",
  s86_4: "Client investment account (s86(4))",
};

export const TRUST_ACCOUNT_STATUSES = ["active", "closed"] as const;
export type TTrustAccountStatus = (typeof TRUST_ACCOUNT_STATUSES)[number];

export const TRUST_POSTING_TYPES = [
  "receipt",
  "payment",
  "transfer_to_business",
  "client_transfer",
  "account_transfer",
  "bank_charge",
  "interest",
  "reversal",
] as const;
export type TTrustPostingType = (typeof TRUST_POSTING_TYPES)[number];

export const TRUST_POSTING_TYPE_LABELS: Record<TTrustPostingType, string> = {
  receipt: "Receipt",
  payment: "Payment",
  transfer_to_business: "Transfer to business",
  client_transfer: "Transfer between clients",
  account_transfer: "Transfer between trust accounts",
  bank_charge: "Bank charge",
  interest: "Interest",
  reversal: "Reversal",
};

/**
 * Whose money a trust creditor ledger holds: a client's, the Legal Practitioners' Fidelity Fund's
 * (interest due to it under s86(2), s86(3) and 5% of s86(4) interest), or the firm's own money kept
 * in trust to meet bank charges.
 */
export const TRUST_LEDGER_PARTIES = ["client", "fund", "firm"] as const;
export type TTrustLedgerParty = (typeof TRUST_LEDGER_PARTIES)[number];

export const TRUST_LEDGER_PARTY_LABELS: Record<TTrustLedgerParty, string> = {
  client: "Client",
  fund: "Legal Practitioners' Fidelity Fund",
  firm: "Firm's own funds (bank charges)",
};

/**
 * Who may do what with trust money. Everyone in the firm may read the books; capturing postings and
 * statements is for the people who keep them; opening and closing accounts, signing off a month and
 * recording the Fidelity Fund certificate is for the practitioners answerable under the Act.
 */
export const TRUST_CAPTURE_ROLES = [
  "managing_partner",
  "partner",
  "legal_director",
  "office_manager",
] as const;
export const TRUST_MANAGE_ROLES = ["managing_partner", "partner", "legal_director"] as const;
