// The endpoints `npm run bench` drives. Later modules add theirs here. `account` picks who signs in:
// the demo firm's owner, or the owner of the large firm that `npm run seed:large` creates (5,000
// clients, 20,000 matters, 200,000 time entries).
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
];
