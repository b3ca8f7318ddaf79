import type {
  TBillingProfile,
  TBillingStats,
  TClientBillingAccount,
  TClientListItem,
  TInvoice,
  TInvoiceListItem,
  TMatterListItem,
  TUnbilledWork,
} from "@inkundla/shared";
import { type FakeRoute, jsonResponse, pageResponse, stubRoutes } from "../../testing/fake-server";

export const CLIENT_ID = "c1111111-1111-4111-8111-111111111111";
export const MATTER_ID = "d1111111-1111-4111-8111-111111111111";
export const INVOICE_ID = "f1111111-1111-4111-8111-111111111111";
export const TRUST_ACCOUNT_ID = "a1111111-1111-4111-8111-111111111111";
export const TIME_ENTRY_IDS = [
  "e1111111-1111-4111-8111-111111111111",
  "e2222222-2222-4222-8222-222222222222",
];

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

export const MATTER: TMatterListItem = {
  id: MATTER_ID,
  title: "Transfer of Erf 123 Sandton",
  reference: "MAT-2026-0001",
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  status: "active",
  type: "conveyancing",
  lastActivity: "2026-04-01T08:00:00.000Z",
  responsibleUserId: null,
  responsibleName: null,
  openedOn: "2026-01-10",
};

export const PROFILE: TBillingProfile = {
  firmName: "Mokoena Attorneys Inc.",
  registrationNumber: "2019/123456/21",
  vatRegistered: true,
  vatNumber: "4123456789",
  defaultRate: 1850.5,
  defaultRateCents: 185_050,
  address: "12 Rivonia Road\nSandton 2196",
  bankingDetails: "FNB Business 62812345678, branch 250655",
  paymentTerms: 30,
  invoicePrefix: "INV",
  chargeInterest: false,
  logoFileId: null,
  hasIssuedInvoices: false,
};

export const STATS: TBillingStats = {
  outstandingCount: 7,
  avgPaymentDays: 23,
  outstandingCents: 12_345_678,
  overdueCount: 2,
  overdueCents: 4_500_000,
  collectedThisMonthCents: 2_300_050,
  invoicedThisMonthCents: 3_100_000,
  unbilledWipCents: 875_025,
  draftCount: 1,
  clientCreditCents: 0,
};

/** Two hours at R 1 850,50 and one and a half at R 1 000,01: R 3 701,00 + R 1 500,02 of time. */
export const UNBILLED: TUnbilledWork = {
  timeEntries: [
    {
      id: TIME_ENTRY_IDS[0] as string,
      date: "2026-04-01",
      description: "Drafting the deed of sale",
      hours: 2,
      rateCents: 185_050,
      amountCents: 370_100,
      userName: "Thandi Mokoena",
    },
    {
      id: TIME_ENTRY_IDS[1] as string,
      date: "2026-04-02",
      description: "Call with the bond attorneys",
      hours: 1.5,
      rateCents: 100_001,
      amountCents: 150_002,
      userName: "Sipho Dlamini",
    },
  ],
  expenses: [],
};

export function buildInvoiceListItem(overrides: Partial<TInvoiceListItem> = {}): TInvoiceListItem {
  return {
    id: INVOICE_ID,
    number: "INV-0007",
    clientId: CLIENT_ID,
    client: CLIENT.name,
    matterId: MATTER_ID,
    matterRef: MATTER.reference,
    description: "Transfer fees",
    date: "2026-04-03",
    dueDate: "2026-05-03",
    amount: 5981.17,
    totalCents: 598_117,
    balanceCents: 598_117,
    status: "sent",
    ...overrides,
  };
}

export function buildInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    ...buildInvoiceListItem({ number: null, date: null, dueDate: null, status: "draft" }),
    storedStatus: "draft",
    issueDate: null,
    lines: [
      {
        id: "l1111111-1111-4111-8111-111111111111",
        kind: "time",
        description: "Drafting the deed of sale",
        quantity: 2,
        unitPriceCents: 185_050,
        amountCents: 370_100,
        taxable: true,
        vatCents: 55_515,
        timeEntryId: TIME_ENTRY_IDS[0] as string,
        expenseId: null,
        date: "2026-04-01",
      },
    ],
    subtotalCents: 520_102,
    vatCents: 78_015,
    paidCents: 0,
    creditedCents: 0,
    taxInvoiceKind: null,
    notes: "",
    creditNotes: [],
    payments: [],
    voidReason: null,
    accruedInterestCents: 0,
    interestChargedThrough: null,
    emailStatus: null,
    createdAt: "2026-04-03T08:00:00.000Z",
    issuedAt: null,
    ...overrides,
  };
}

export const CLIENT_ACCOUNT: TClientBillingAccount = {
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  outstandingCents: 598_117,
  creditCents: 0,
  trustLedgers: [
    {
      accountId: TRUST_ACCOUNT_ID,
      accountName: "Main trust account",
      matterId: MATTER_ID,
      matterReference: MATTER.reference,
      balanceCents: 1_000_000,
    },
  ],
};

/**
 * The billing API and the client and matter lists the forms read (see `stubRoutes`); `routes`
 * adds or replaces answers.
 */
export function stubBillingServer(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/billing/stats": () => jsonResponse(200, STATS),
    "GET /api/billing/profile": () => jsonResponse(200, PROFILE),
    "GET /api/billing/invoices": () => pageResponse([buildInvoiceListItem()]),
    [`GET /api/billing/invoices/${INVOICE_ID}`]: () => jsonResponse(200, buildInvoice()),
    "GET /api/billing/unbilled": () => jsonResponse(200, UNBILLED),
    "GET /api/billing/payments": () => pageResponse([]),
    "GET /api/billing/expenses": () => pageResponse([]),
    [`GET /api/billing/clients/${CLIENT_ID}/account`]: () => jsonResponse(200, CLIENT_ACCOUNT),
    "GET /api/clients": () => pageResponse([CLIENT]),
    "GET /api/matters": () => pageResponse([MATTER]),
    ...routes,
  });
}
