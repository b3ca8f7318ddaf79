import type { TClient, TClientCreateRequest, TClientUpdateRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { CLIENTS_QUERY_KEY, createClient, setClientArchived, updateClient } from "../clients.api";

/** Lists, client pages and the practice figures all count clients. */
export function useReloadClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/practice/stats"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
    ]);
}

export function useCreateClient(options: { onCreated: (client: TClient) => void }) {
  const reloadClients = useReloadClients();
  return useMutation({
    mutationFn: (request: TClientCreateRequest) => createClient(request),
    onSuccess: async (client) => {
      notifications.show({
        title: "Client Added",
        message: `${client.name} has been added to your clients.`,
        color: "green",
      });
      options.onCreated(client);
      await reloadClients();
    },
  });
}

export function useUpdateClient(clientId: string, options: { onUpdated: (client: TClient) => void }) {
  const reloadClients = useReloadClients();
  return useMutation({
    mutationFn: (request: TClientUpdateRequest) => updateClient(clientId, request),
    onSuccess: async (client) => {
      notifications.show({
        title: "Client Updated",
        message: "Your changes have been saved.",
        color: "green",
      });
      options.onUpdated(client);
      await reloadClients();
    },
  });
}

export function useSetClientArchived(clientId: string, options: { onDone: () => void }) {
  const reloadClients = useReloadClients();
  return useMutation({
    mutationFn: (isArchived: boolean) => setClientArchived(clientId, isArchived),
    onSuccess: async (client) => {
      notifications.show({
        title: client.archived ? "Client Archived" : "Client Restored",
        message: client.archived
          ? `${client.name} has been archived. Their records are kept.`
          : `${client.name} is back in your client list.`,
        color: "green",
      });
      options.onDone();
      await reloadClients();
    },
    onError: (error) => {
      notifications.show({
        title: "Update Failed",
        message: readApiErrorMessage(error) ?? "Failed to update the client. Please try again.",
        color: "red",
      });
    },
  });
}
