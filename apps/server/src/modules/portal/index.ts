import type { FastifyInstance } from "fastify";
import { registerPortalRoutes } from "./portal.routes.ts";
import type { PortalDeps } from "./portal.service.ts";

export type { PortalDeps } from "./portal.service.ts";
/**
 * The client portal: a client's contact person (a portal user: a person with a portal_member row and
 * no firm membership) sees that one client's matters, invoices, trust statement, shared documents and
 * matter threads. Portal messages and uploads are rows in portal_message (author_kind 'client') and
 * portal_upload, each written with an audit event ("portal.message_posted", "portal.document_uploaded";
 * entity_type 'matter', entity_id the matter) for the notifier to read.
 */
export { createPortalInvitationEmailWorker, PORTAL_INVITATION_EMAIL_JOB } from "./portal-invitation.job.ts";
export { portalPrincipal, portalUserMayCall } from "./portal-principal.ts";
export { hasLivePortalMember, seedPortalClient } from "./portal-seed.ts";

export function createPortalModule(deps: PortalDeps) {
  return { name: "portal", register: (app: FastifyInstance) => registerPortalRoutes(app, deps) };
}
