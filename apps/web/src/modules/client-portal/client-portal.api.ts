import type {
  TOfficeDocumentListItem,
  TPortalAcceptRequest,
  TPortalAcceptResponse,
  TPortalAccess,
  TPortalAccessList,
  TPortalDocument,
  TPortalInvitationPreview,
  TPortalInviteRequest,
  TPortalOverview,
  TPortalThread,
} from "@inkundla/shared";
import { apiJson, apiMultipart, downloadFile, fetchListPage } from "../../lib/api-client";

export const PORTAL_PATH = "/api/portal";

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

/** The portal user's own portal (403 for anyone else). */
export function fetchPortalOverview(): Promise<TPortalOverview> {
  return apiJson("GET", `${PORTAL_PATH}/overview`);
}

/** What a client sees, for a firm member (read-only). */
export function fetchPortalPreview(clientId: string): Promise<TPortalOverview> {
  return apiJson("GET", `${clientPath(clientId)}/portal-preview`);
}

export function fetchPortalThread(matterId: string): Promise<TPortalThread> {
  return apiJson("GET", `${PORTAL_PATH}/matters/${encodeURIComponent(matterId)}/thread`);
}

export function fetchFirmThread(matterId: string): Promise<TPortalThread> {
  return apiJson("GET", `/api/matters/${encodeURIComponent(matterId)}/portal-thread`);
}

export function postPortalMessage(matterId: string, body: string): Promise<TPortalThread> {
  return apiJson("POST", `${PORTAL_PATH}/matters/${encodeURIComponent(matterId)}/messages`, { body });
}

export function postFirmMessage(matterId: string, body: string): Promise<TPortalThread> {
  return apiJson("POST", `/api/matters/${encodeURIComponent(matterId)}/portal-thread/messages`, { body });
}

export function uploadToMatter(matterId: string, file: File): Promise<TPortalThread> {
  const form = new FormData();
  form.append("file", file);
  return apiMultipart(`${PORTAL_PATH}/matters/${encodeURIComponent(matterId)}/uploads`, form);
}

/** Where the client opens again a document their people sent on the matter (checked to be theirs). */
export function portalUploadUrl(matterId: string, uploadId: string): string {
  return `${PORTAL_PATH}/matters/${encodeURIComponent(matterId)}/uploads/${encodeURIComponent(uploadId)}`;
}

export function downloadPortalInvoice(invoiceId: string, number: string): Promise<string> {
  return downloadFile(`${PORTAL_PATH}/invoices/${encodeURIComponent(invoiceId)}/pdf`, `${number}.pdf`);
}

export function downloadPortalTrustStatement(from: string, to: string): Promise<string> {
  const query = new URLSearchParams({ from, to });
  return downloadFile(`${PORTAL_PATH}/trust-statement?${query}`, "trust-statement.pdf");
}

export function downloadPortalDocument(shareId: string, title: string): Promise<string> {
  return downloadFile(`${PORTAL_PATH}/documents/${encodeURIComponent(shareId)}`, `${title}.pdf`);
}

export function fetchPortalAccess(clientId: string): Promise<TPortalAccessList> {
  return apiJson("GET", `${clientPath(clientId)}/portal-access`);
}

export function inviteToPortal(clientId: string, request: TPortalInviteRequest): Promise<TPortalAccess> {
  return apiJson("POST", `${clientPath(clientId)}/portal-invitations`, request);
}

export function revokePortalAccess(clientId: string, accessId: string): Promise<TPortalAccess> {
  return apiJson("DELETE", `${clientPath(clientId)}/portal-access/${encodeURIComponent(accessId)}`);
}

export function fetchPortalInvitation(token: string): Promise<TPortalInvitationPreview> {
  return apiJson("GET", `${PORTAL_PATH}/invitation?token=${encodeURIComponent(token)}`);
}

export function acceptPortalInvitation(request: TPortalAcceptRequest): Promise<TPortalAcceptResponse> {
  return apiJson("POST", `${PORTAL_PATH}/accept`, request);
}

/** The firm's documents the member can see, to choose one to share with the client. */
export function fetchShareableDocuments(search: string) {
  return fetchListPage<TOfficeDocumentListItem>("/api/office/documents", {
    search: search || undefined,
    limit: 20,
    offset: 0,
  });
}

export function shareDocument(
  clientId: string,
  officeDocumentId: string,
): Promise<{ documents: TPortalDocument[] }> {
  return apiJson("POST", `${clientPath(clientId)}/portal-documents`, { officeDocumentId });
}

export async function unshareDocument(clientId: string, shareId: string): Promise<void> {
  await apiJson("DELETE", `${clientPath(clientId)}/portal-documents/${encodeURIComponent(shareId)}`);
}
