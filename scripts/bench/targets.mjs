// The endpoints `npm run bench` drives. Later modules add theirs here.
export const DEMO_OWNER = { email: "thandi.ndlovu@demo.inkundla.example", password: "Demo-Owner-2026" };

export const BENCH_TARGETS = [
  { name: "auth-user", method: "GET", path: "/api/auth/user", isSignedIn: true },
  { name: "healthz", method: "GET", path: "/healthz", isSignedIn: false },
];
