import type { TPortalThread } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  acceptPortalInvitation,
  fetchFirmThread,
  fetchPortalAccess,
  fetchPortalInvitation,
  fetchPortalOverview,
  fetchPortalPreview,
  fetchPortalThread,
  fetchShareableDocuments,
  inviteToPortal,
  PORTAL_PATH,
  postFirmMessage,
  postPortalMessage,
  revokePortalAccess,
  shareDocument,
  unshareDocument,
  uploadToMatter,
} from "../client-portal.api";

/** Whose thread a screen shows: the portal user's own, or the firm's view of a matter. */
export type ThreadSide = "client" | "firm";

const threadKey = (side: ThreadSide, matterId: string) => [PORTAL_PATH, "thread", side, matterId] as const;
const accessKey = (clientId: string) => [PORTAL_PATH, "access", clientId] as const;

export function usePortalOverview(options: { enabled: boolean }) {
  return useQuery({
    queryKey: [PORTAL_PATH, "overview"],
    queryFn: fetchPortalOverview,
    enabled: options.enabled,
    retry: false,
  });
}

export function usePortalPreview(clientId: string | null) {
  return useQuery({
    queryKey: [PORTAL_PATH, "preview", clientId],
    queryFn: () => fetchPortalPreview(clientId ?? ""),
    enabled: Boolean(clientId),
  });
}

export function usePortalThread(side: ThreadSide, matterId: string | null) {
  return useQuery({
    queryKey: threadKey(side, matterId ?? ""),
    queryFn: () => (side === "client" ? fetchPortalThread : fetchFirmThread)(matterId ?? ""),
    enabled: Boolean(matterId),
  });
}

export function usePostMessage(side: ThreadSide, matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => (side === "client" ? postPortalMessage : postFirmMessage)(matterId, body),
    onSuccess: (thread: TPortalThread) => queryClient.setQueryData(threadKey(side, matterId), thread),
  });
}

export function useUploadToMatter(matterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadToMatter(matterId, file),
    onSuccess: (thread: TPortalThread) => queryClient.setQueryData(threadKey("client", matterId), thread),
  });
}

export function usePortalAccess(clientId: string) {
  return useQuery({ queryKey: accessKey(clientId), queryFn: () => fetchPortalAccess(clientId) });
}

export function useInviteToPortal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteToPortal(clientId, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKey(clientId) }),
  });
}

export function useRevokePortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessId: string) => revokePortalAccess(clientId, accessId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKey(clientId) }),
  });
}

export function usePortalInvitation(token: string | null) {
  return useQuery({
    queryKey: [PORTAL_PATH, "invitation", token],
    queryFn: () => fetchPortalInvitation(token ?? ""),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useAcceptPortalInvitation() {
  return useMutation({ mutationFn: acceptPortalInvitation });
}

export function useShareableDocuments(search: string) {
  return useQuery({
    queryKey: [PORTAL_PATH, "shareable-documents", search],
    queryFn: () => fetchShareableDocuments(search),
  });
}

/** Sharing and unsharing reload the client's preview, whose document list the card shows. */
export function useShareDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officeDocumentId: string) => shareDocument(clientId, officeDocumentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PORTAL_PATH, "preview", clientId] }),
  });
}

export function useUnshareDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => unshareDocument(clientId, shareId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PORTAL_PATH, "preview", clientId] }),
  });
}
