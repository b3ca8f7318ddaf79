// The endpoints `npm run bench` drives. Later modules add theirs here. `account` picks who signs in:
// the demo firm's owner, or the owner of the large firm that `npm run seed:large` creates (5,000
// clients, 20,000 matters, 200,000 time entries; 20 trust accounts, 500,000 trust postings).
// `resolve` fills in a path or body that needs seeded ids, through the API, before the run.
export const DEMO_OWNER = { email: "thandi.ndlovu@demo.inkundla.example", password: "Demo-Owner-2026" };
export const LARGE_OWNER = { email: "owner@large.inkundla.example", password: "Large-Owner-2026" };

export const BENCH_TARGETS = [
  { name: "auth-user", method: "GET", path: "/api/auth/user", account: "demo" },
  { name: "healthz", method: "GET", path: "/healthz" },
  { name: "clients-search", method: "GET", path: "/api/clients?search=naidoo", account: "large" },
  { name: "clients-deep", method: "GET", path: "/api/clients?offset=4900&limit=50", account: "large" },
  { name: "matters-search", method: "GET", path: "/api/matters?search=transfer", account: "large" },
  { name: "matters-deep", method: "GET", path: "/api/matters?offset=19900&limit=50", account: "large" },
  { name: "time-search", method: "GET", path: "/api/time-entries?search=research", account: "large" },
  { name: "time-deep", method: "GET", path: "/api/time-entries?offset=199900&limit=50", account: "large" },
  { name: "practice-stats", method: "GET", path: "/api/practice/stats", account: "large" },
  {
    // 20 connections' receipts all land on one trust account, so each waits for the account's row lock:
    // the throughput of one account's cash book.
    name: "trust-post",
    method: "POST",
    account: "large",
    label: "/api/trust-accounting/transactions (receipt, one account)",
    resolve: async (readJson) => {
      const [client] = await readJson("/api/clients?limit=1");
      const accounts = await readJson("/api/trust-accounting/accounts");
      const account = accounts.find((candidate) => candidate.name === "Trust Account 01");
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
      return {
        path: "/api/trust-accounting/transactions",
        body: {
          type: "receipt",
          accountId: account.id,
          clientId: client.id,
          amountCents: 100,
          date: today,
          description: "Benchmark deposit",
        },
      };
    },
  },
  {
    name: "trust-balance-listing",
    method: "GET",
    account: "large",
    path: "/api/trust-accounting/reports/balance-listing",
    resolve: async () => ({
      path: `/api/trust-accounting/reports/balance-listing?date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date())}`,
    }),
  },
  {
    name: "trust-reconciliation",
    method: "GET",
    account: "large",
    label: "/api/trust-accounting/reconciliations (Trust Account 01, last month)",
    resolve: async (readJson) => {
      const accounts = await readJson("/api/trust-accounting/accounts");
      const account = accounts.find((candidate) => candidate.name === "Trust Account 01");
      const first = new Date();
      first.setUTCDate(1);
      first.setUTCMonth(first.getUTCMonth() - 1);
      return {
        path: `/api/trust-accounting/reconciliations?accountId=${account.id}&month=${first.toISOString().slice(0, 7)}`,
      };
    },
  },
];
