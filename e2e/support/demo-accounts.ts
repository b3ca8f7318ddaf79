// The demo firm's sign-ins, as seeded by `npm run seed` (apps/server/src/seed/demo-firm.ts).
export const DEMO_OWNER = {
  email: "thandi.ndlovu@demo.inkundla.example",
  password: "Demo-Owner-2026",
  firstName: "Thandi",
} as const;

export const DEMO_STAFF = {
  email: "sipho.mokoena@demo.inkundla.example",
  password: "Demo-Staff-2026",
  firstName: "Sipho",
} as const;

export const DEMO_ADMIN = {
  email: "admin@demo.inkundla.example",
  password: "Demo-Admin-2026",
} as const;

/** An address no other test uses, so journeys can register without colliding. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.inkundla.example`;
}
