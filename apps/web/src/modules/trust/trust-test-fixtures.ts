import type {
  TClientListItem,
  TTrustAccount,
  TTrustCompliance,
  TTrustReconciliation,
  TTrustReport,
  TTrustReportColumn,
  TTrustSummary,
  TTrustTransaction,
} from "@inkundla/shared";
import { type FakeRoute, jsonResponse, pageResponse, stubRoutes } from "../../testing/fake-server";

export const ACCOUNT_ID = "a1111111-1111-4111-8111-111111111111";
export const INVESTMENT_ACCOUNT_ID = "a2222222-2222-4222-8222-222222222222";
export const CLIENT_ID = "c1111111-1111-4111-8111-111111111111";

export const TRUST_ACCOUNT: TTrustAccount = {
  id: ACCOUNT_ID,
  name: "Main trust account",
  bankName: "fnb",
  accountNumber: "62812345678",
  branchCode: "250655",
  kind: "s86_2",
  clientId: null,
  clientName: null,
  balance: 125_000.5,
  balanceCents: 12_500_050,
  status: "active",
  lastReconciled: "2026-03-31",
  openedOn: "2025-01-15",
  instructionOnFile: false,
  instructionDate: null,
  instructionFileId: null,
};

export const CLIENT: TClientListItem = {
  id: CLIENT_ID,
  name: "Mokoena Holdings",
  email: "accounts@mokoena.co.za",
  phone: null,
  type: "company",
  activeMatters: 1,
  lastContact: null,
  ficaStatus: "verified",
  archived: false,
};

export const SUMMARY: TTrustSummary = {
  totalTrustFundsCents: 123_456_789,
  activeAccounts: 2,
  clientsInCredit: 14,
  unreconciledItems: 3,
  fundDueCents: 45_600,
  firmFundsCents: 50_000,
};

export const COMPLIANCE: TTrustCompliance = {
  requirements: [
    {
      requirement: "Monthly three-way reconciliation",
      rule: "LPC Rule 54.15.1",
      compliant: false,
      detail: "March 2026 is not signed off.",
      action: "Reconcile and sign off March 2026.",
    },
    {
      requirement: "No client ledger in debit",
      rule: "LPC Rule 54.14.9",
      compliant: true,
      detail: "Every client ledger is in credit or nil.",
      action: null,
    },
  ],
};

export function buildTransaction(overrides: Partial<TTrustTransaction> = {}): TTrustTransaction {
  return {
    id: "e1111111-1111-4111-8111-111111111111",
    postingId: "b1111111-1111-4111-8111-111111111111",
    number: 7,
    type: "receipt",
    date: "2026-04-02",
    description: "Deposit for transfer costs",
    account: TRUST_ACCOUNT.name,
    accountId: ACCOUNT_ID,
    reference: "MOK001",
    debit: 0,
    credit: 5000,
    balance: 125_000.5,
    debitCents: 0,
    creditCents: 500_000,
    balanceCents: 12_500_050,
    reconciled: true,
    clientNames: CLIENT.name,
    amountCents: 500_000,
    reversed: false,
    ...overrides,
  };
}

export function buildReconciliation(overrides: Partial<TTrustReconciliation> = {}): TTrustReconciliation {
  return {
    accountId: ACCOUNT_ID,
    accountName: TRUST_ACCOUNT.name,
    month: "2026-03",
    periodEnd: "2026-03-31",
    statementClosingCents: 12_000_000,
    statementClosingDate: "2026-03-31",
    outstandingEntries: [],
    unmatchedStatementLines: [],
    reconciledBankCents: 12_000_000,
    cashBookCents: 12_000_000,
    ledgerTotalCents: 12_000_000,
    ledgerBreakdown: { clientsCents: 11_950_000, fundCents: 0, firmCents: 50_000 },
    differences: [],
    balanced: true,
    monthOver: true,
    signedOff: null,
    ...overrides,
  };
}

function reportColumn(
  key: string,
  label: string,
  kind: TTrustReportColumn["kind"],
  width = 1,
): TTrustReportColumn {
  return { key, label, kind, width, wrap: kind === "text" };
}

/** GET …/reports/balance-listing?format=json as the server answers it: two creditors, one account. */
export function buildBalanceListingReport(overrides: Partial<TTrustReport> = {}): TTrustReport {
  return {
    report: "balance-listing",
    title: "Trust balance listing (LPC Rule 54.15.1)",
    firmName: "Mokoena Attorneys Inc.",
    subject: null,
    period: { from: null, to: "2026-04-30", label: "At the end of 30 April 2026" },
    generatedAt: "2026-05-01T07:30:00.000Z",
    generatedByName: "Thandi Mokoena",
    summary: [
      { label: "Trust creditors (2)", kind: "money", value: 12_500_050 },
      { label: "Trust bank balances (cash books)", kind: "money", value: 12_500_050 },
      { label: "Difference", kind: "money", value: 0 },
    ],
    tables: [
      {
        key: "creditors",
        title: "Trust creditors",
        columns: [
          reportColumn("creditor", "Trust creditor", "text", 3),
          reportColumn("type", "Type", "text", 2),
          reportColumn("balance", "Balance", "money", 1.2),
        ],
        rows: [
          { creditor: CLIENT.name, type: "Client", balance: 12_450_050 },
          { creditor: "Firm's own funds", type: "Firm", balance: 50_000 },
        ],
        totals: { creditor: "Total trust creditors", balance: 12_500_050 },
        emptyMessage: "No trust creditor held money at the end of the day.",
      },
      {
        key: "accounts",
        title: "Trust bank accounts",
        columns: [
          reportColumn("account", "Trust account", "text", 1.8),
          reportColumn("accountNumber", "Account number", "text", 1.2),
          reportColumn("cashBook", "Cash book", "money", 1.2),
          reportColumn("creditors", "Trust creditors", "money", 1.2),
          reportColumn("difference", "Difference", "money", 1.1),
        ],
        rows: [
          {
            account: TRUST_ACCOUNT.name,
            accountNumber: TRUST_ACCOUNT.accountNumber,
            cashBook: 12_500_050,
            creditors: 12_500_050,
            difference: 0,
          },
        ],
        totals: { account: "Total", cashBook: 12_500_050, creditors: 12_500_050, difference: 0 },
        emptyMessage: "The firm had no trust account open on this day.",
      },
    ],
    notes: [],
    ...overrides,
  };
}

/**
 * The trust API and the client and matter lists the forms read (see `stubRoutes`); `routes`
 * adds or replaces answers.
 */
export function stubTrustServer(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/trust-accounting/summary": () => jsonResponse(200, SUMMARY),
    "GET /api/trust-accounting/compliance": () => jsonResponse(200, COMPLIANCE),
    "GET /api/trust-accounting/accounts": () => jsonResponse(200, [TRUST_ACCOUNT]),
    "GET /api/trust-accounting/transactions": () => pageResponse([buildTransaction()]),
    "GET /api/trust-accounting/ledgers": () => pageResponse([]),
    "GET /api/clients": () => pageResponse([CLIENT]),
    "GET /api/matters": () => pageResponse([]),
    ...routes,
  });
}
