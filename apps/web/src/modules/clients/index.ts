export { CLIENTS_QUERY_KEY, FIRM_MEMBERS_QUERY_KEY } from "./clients.api";
export { ClientFormDialog } from "./components/client-form-dialog";
export { ClientTimeCard } from "./components/client-time-card";
export { ClientsTab } from "./components/clients-tab";
export { useSetClientArchived } from "./hooks/use-client-changes";
export { useClient, useClientList, useFirmMembers } from "./hooks/use-clients";
