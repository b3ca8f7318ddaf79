import {
  ZOkResponse,
  ZPortalAcceptRequest,
  ZPortalAcceptResponse,
  ZPortalAccess,
  ZPortalAccessList,
  ZPortalClientDocumentParams,
  ZPortalClientParams,
  ZPortalDocument,
  ZPortalIdParams,
  ZPortalInvitationPreview,
  ZPortalInvitationQuery,
  ZPortalInviteRequest,
  ZPortalMatterParams,
  ZPortalMessageRequest,
  ZPortalOverview,
  ZPortalSelf,
  ZPortalShareRequest,
  ZPortalThread,
  ZPortalTrustStatementQuery,
  ZPortalUploadParams,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readSingleUpload } from "../../platform/uploads.ts";
import { attachmentContentDisposition, sendStoredFile } from "../files/index.ts";
import {
  checkPortalUploadMatter,
  getFirmThread,
  getPortalOverview,
  getPortalThread,
  openPortalUpload,
  PORTAL_UPLOAD_RULES,
  type PortalDeps,
  portalDocumentPdf,
  portalInvoicePdf,
  portalSelf,
  portalTrustStatementPdf,
  postFirmMessage,
  postPortalMessage,
  previewPortal,
  shareDocument,
  unshareDocument,
  uploadToMatter,
} from "./portal.service.ts";
import { requirePortalIdentity } from "./portal-access.ts";
import {
  acceptPortalInvitation,
  inviteToPortal,
  listPortalAccess,
  previewPortalInvitation,
  revokePortalAccess,
} from "./portal-invitation.service.ts";

const ZPdf = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary" });
const pdfResponse = {
  200: { description: "The PDF", content: { "application/pdf": { schema: ZPdf } } },
};

/** A client's own papers: not kept by shared caches. */
function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", attachmentContentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes));
}

/**
 * Two sides of the client portal. `/api/clients/{clientId}/portal-…` and `/api/matters/{matterId}/
 * portal-thread` are the firm's (requireFirmIdentity: a portal user has no firm membership and is
 * refused); `/api/portal/…` are the portal user's (requirePortalIdentity: a firm member is refused), and
 * read only the firm and client of the caller's own portal access, never an id from the request alone.
 */
export function registerPortalRoutes(app: FastifyInstance, deps: PortalDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const firmTags = ["client-portal (firm)"];
  const tags = ["client-portal"];

  // ---- The firm's side ----

  router.get(
    "/api/clients/:clientId/portal-access",
    {
      schema: {
        summary: "List who has access to a client's portal",
        tags: firmTags,
        params: ZPortalClientParams,
        response: { 200: ZPortalAccessList },
      },
    },
    async (request) => listPortalAccess(deps, requireFirmIdentity(request), request.params.clientId),
  );

  router.post(
    "/api/clients/:clientId/portal-invitations",
    {
      schema: {
        summary: "Invite a client's contact person to the client portal",
        tags: firmTags,
        params: ZPortalClientParams,
        body: ZPortalInviteRequest,
        response: { 200: ZPortalAccess, 201: ZPortalAccess },
      },
    },
    async (request, reply) => {
      const { access, isNew } = await inviteToPortal(
        deps,
        requireFirmIdentity(request),
        request.params.clientId,
        request.body,
      );
      reply.status(isNew ? 201 : 200);
      return access;
    },
  );

  router.delete(
    "/api/clients/:clientId/portal-access/:id",
    {
      schema: {
        summary: "End a person's client portal access",
        tags: firmTags,
        params: ZPortalClientParams.extend(ZPortalIdParams.shape),
        response: { 200: ZPortalAccess },
      },
    },
    async (request) =>
      revokePortalAccess(deps, requireFirmIdentity(request), request.params.clientId, request.params.id),
  );

  router.get(
    "/api/clients/:clientId/portal-preview",
    {
      schema: {
        summary: "Preview what a client sees on the client portal",
        tags: firmTags,
        params: ZPortalClientParams,
        response: { 200: ZPortalOverview },
      },
    },
    async (request) => previewPortal(deps, requireFirmIdentity(request), request.params.clientId),
  );

  router.post(
    "/api/clients/:clientId/portal-documents",
    {
      schema: {
        summary: "Share a firm document with a client on the client portal",
        tags: firmTags,
        params: ZPortalClientParams,
        body: ZPortalShareRequest,
        response: { 200: z.object({ documents: z.array(ZPortalDocument) }) },
      },
    },
    async (request) => ({
      documents: await shareDocument(
        deps,
        requireFirmIdentity(request),
        request.params.clientId,
        request.body,
      ),
    }),
  );

  router.delete(
    "/api/clients/:clientId/portal-documents/:shareId",
    {
      schema: {
        summary: "Stop sharing a document with a client",
        tags: firmTags,
        params: ZPortalClientDocumentParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await unshareDocument(
        deps,
        requireFirmIdentity(request),
        request.params.clientId,
        request.params.shareId,
      );
      return { ok: true as const };
    },
  );

  router.get(
    "/api/matters/:matterId/portal-thread",
    {
      schema: {
        summary: "Read a matter's client portal messages and uploads",
        tags: firmTags,
        params: ZPortalMatterParams,
        response: { 200: ZPortalThread },
      },
    },
    async (request) => getFirmThread(deps, requireFirmIdentity(request), request.params.matterId),
  );

  router.post(
    "/api/matters/:matterId/portal-thread/messages",
    {
      schema: {
        summary: "Write to the client on a matter's portal thread",
        tags: firmTags,
        params: ZPortalMatterParams,
        body: ZPortalMessageRequest,
        response: { 201: ZPortalThread },
      },
    },
    async (request, reply) => {
      const thread = await postFirmMessage(
        deps,
        requireFirmIdentity(request),
        request.params.matterId,
        request.body,
      );
      reply.status(201);
      return thread;
    },
  );

  // ---- Accepting an invitation (no session yet) ----

  router.get(
    "/api/portal/invitation",
    {
      config: { isPublic: true },
      schema: {
        summary: "Preview a client portal invitation",
        tags,
        querystring: ZPortalInvitationQuery,
        response: { 200: ZPortalInvitationPreview },
      },
    },
    async (request) => previewPortalInvitation(deps, request.query.token),
  );

  router.post(
    "/api/portal/accept",
    {
      config: { isPublic: true },
      schema: {
        summary: "Accept a client portal invitation",
        description:
          "Sets the client's name and password from the e-mailed link. Each attempt counts against the address's limit shared with sign-in (LOGIN_LIMIT_PER_IP): past it, 429 with Retry-After, and nothing is written.",
        tags,
        body: ZPortalAcceptRequest,
        response: { 200: ZPortalAcceptResponse },
      },
    },
    async (request) => acceptPortalInvitation(deps, request.body, { ipAddress: request.ip }),
  );

  // ---- The portal user's side ----

  router.get(
    "/api/portal/me",
    { schema: { summary: "Whose client portal this is", tags, response: { 200: ZPortalSelf } } },
    async (request) => portalSelf(await requirePortalIdentity(deps.db, request)),
  );

  router.get(
    "/api/portal/overview",
    { schema: { summary: "The client portal's home", tags, response: { 200: ZPortalOverview } } },
    async (request) => getPortalOverview(deps, await requirePortalIdentity(deps.db, request)),
  );

  router.get(
    "/api/portal/matters/:matterId/thread",
    {
      schema: {
        summary: "Read a matter's messages and uploads",
        tags,
        params: ZPortalMatterParams,
        response: { 200: ZPortalThread },
      },
    },
    async (request) =>
      getPortalThread(deps, await requirePortalIdentity(deps.db, request), request.params.matterId),
  );

  router.post(
    "/api/portal/matters/:matterId/messages",
    {
      schema: {
        summary: "Write to the firm about a matter",
        tags,
        params: ZPortalMatterParams,
        body: ZPortalMessageRequest,
        response: { 201: ZPortalThread },
      },
    },
    async (request, reply) => {
      const portal = await requirePortalIdentity(deps.db, request);
      const thread = await postPortalMessage(deps, portal, request.params.matterId, request.body);
      reply.status(201);
      return thread;
    },
  );

  router.post(
    "/api/portal/matters/:matterId/uploads",
    {
      schema: {
        summary: "Upload a document to a matter (PDF or image, 10 MB)",
        tags,
        params: ZPortalMatterParams,
        consumes: ["multipart/form-data"],
        response: { 201: ZPortalThread },
      },
    },
    async (request, reply) => {
      const portal = await requirePortalIdentity(deps.db, request);
      const matter = await checkPortalUploadMatter(deps, portal, request.params.matterId);
      const upload = await readSingleUpload(request, PORTAL_UPLOAD_RULES);
      const thread = await uploadToMatter(deps, portal, matter, upload);
      reply.status(201);
      return thread;
    },
  );

  router.get(
    "/api/portal/matters/:matterId/uploads/:uploadId",
    {
      schema: {
        summary: "Open a document the client sent on the matter",
        tags,
        params: ZPortalUploadParams,
      },
    },
    async (request, reply) => {
      const portal = await requirePortalIdentity(deps.db, request);
      const { matterId, uploadId } = request.params;
      return sendStoredFile(reply, await openPortalUpload(deps, portal, matterId, uploadId));
    },
  );

  router.get(
    "/api/portal/invoices/:id/pdf",
    { schema: { summary: "Download an invoice", tags, params: ZPortalIdParams, response: pdfResponse } },
    async (request, reply) =>
      sendPdf(
        reply,
        await portalInvoicePdf(
          deps,
          await requirePortalIdentity(deps.db, request),
          request.params.id,
          request.log,
        ),
      ),
  );

  router.get(
    "/api/portal/trust-statement",
    {
      schema: {
        summary: "Download the trust statement",
        tags,
        querystring: ZPortalTrustStatementQuery,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await portalTrustStatementPdf(deps, await requirePortalIdentity(deps.db, request), request.query),
      ),
  );

  router.get(
    "/api/portal/documents/:id",
    {
      schema: { summary: "Download a shared document", tags, params: ZPortalIdParams, response: pdfResponse },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await portalDocumentPdf(deps, await requirePortalIdentity(deps.db, request), request.params.id),
      ),
  );
}
