import type { FastifyInstance } from "fastify";
import { registerStaffRoutes } from "./staff.routes.ts";
import type { StaffDeps } from "./staff.service.ts";

/** The background job that e-mails invitations, for the job workers' list (job-workers.ts). */
export { createStaffInvitationEmailWorker, STAFF_INVITATION_EMAIL_JOB } from "./staff-invitation.job.ts";

export function createStaffModule(deps: StaffDeps) {
  return { name: "staff", register: (app: FastifyInstance) => registerStaffRoutes(app, deps) };
}
