import type { FastifyInstance } from "fastify";
import { type FirmsDeps, registerFirmRoutes } from "./firms.routes.ts";

export type { Membership } from "./firm.repository.ts";
export { findDemoFirm, findMembershipForUser, insertFirm, insertFirmMember } from "./firm.repository.ts";
export { trialEndDate } from "./firm.rules.ts";

export function createFirmsModule(deps: FirmsDeps) {
  return { name: "firms", register: (app: FastifyInstance) => registerFirmRoutes(app, deps) };
}
