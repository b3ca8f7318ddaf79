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
import { formatCents } from "@inkundla/shared";
import { jsonResponse, stubFetch } from "../../testing/fake-server";

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

/** A JSON list with its total in X-Total-Count, as the billing lists answer. */
export function pageResponse(items: unknown[], total = items.length): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { "Content-Type": "application/json", "X-Total-Count": String(total) },
  });
}

type Route = (init: RequestInit, url: URL) => Response | Promise<Response>;

/**
 * The billing API and the client and matter lists the forms read, answering "METHOD /path" (the query
 * string is left to the route); anything else is a 404 so a stray request shows up.
 */
export function stubBillingServer(routes: Record<string, Route> = {}) {
  return stubFetch((path, init) => {
    const url = new URL(path, "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(init, url);
    switch (key) {
      case "GET /api/billing/stats":
        return jsonResponse(200, STATS);
      case "GET /api/billing/profile":
        return jsonResponse(200, PROFILE);
      case "GET /api/billing/invoices":
        return pageResponse([buildInvoiceListItem()]);
      case `GET /api/billing/invoices/${INVOICE_ID}`:
        return jsonResponse(200, buildInvoice());
      case "GET /api/billing/unbilled":
        return jsonResponse(200, UNBILLED);
      case "GET /api/billing/payments":
        return pageResponse([]);
      case "GET /api/billing/expenses":
        return pageResponse([]);
      case `GET /api/billing/clients/${CLIENT_ID}/account`:
        return jsonResponse(200, CLIENT_ACCOUNT);
      case "GET /api/clients":
        return pageResponse([CLIENT]);
      case "GET /api/matters":
        return pageResponse([MATTER]);
      default:
        return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
    }
  });
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(
  fetchMock: ReturnType<typeof stubFetch>,
  method: string,
  pathname: string,
): unknown[] {
  return requestsTo(fetchMock, method, pathname).map((init) => JSON.parse(String(init.body)));
}

/** The requests (their init) sent to one endpoint, in order. */
export function requestsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  method: string,
  pathname: string,
): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return url.pathname === pathname && (init?.method ?? "GET") === method;
    })
    .map(([, init]) => init ?? {});
}

/** The query strings of the GET requests to one endpoint, in order. */
export function requestedQueries(
  fetchMock: ReturnType<typeof stubFetch>,
  pathname: string,
): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), "http://localhost"),
      method: init?.method ?? "GET",
    }))
    .filter(({ url, method }) => url.pathname === pathname && method === "GET")
    .map(({ url }) => url.searchParams);
}

/** Rand as Testing Library reads a label or text: the formatter's non-breaking spaces become plain ones. */
export function randText(cents: number): string {
  return formatCents(cents).replace(/\s/g, " ");
}

/** The screen's tabs and dialogs are loaded on first use; on a busy machine that takes more than 1 s. */
export const LAZY_LOAD = { timeout: 5000 } as const;
