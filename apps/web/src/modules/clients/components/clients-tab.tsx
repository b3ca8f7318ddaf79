import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  FICA_STATUS_LABELS,
  FICA_STATUSES,
  formatDate,
  formatNumber,
  type TClientListItem,
} from "@inkundla/shared";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { useClientList } from "../hooks/use-clients";
import { ClientFormDialog } from "./client-form-dialog";

const PAGE_SIZE = 20;

export function ClientsTab() {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState("");
  const [ficaStatus, setFicaStatus] = useState("");
  const [isArchivedShown, setIsArchivedShown] = useState(false);
  const [page, setPage] = useState(1);
  const [isAddOpen, addDialog] = useDisclosure(false);
  const clients = useClientList({
    search: debouncedSearch,
    type,
    ficaStatus,
    archived: isArchivedShown,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const total = clients.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isFiltered = Boolean(debouncedSearch || type || ficaStatus || isArchivedShown);
  const openClient = (client: TClientListItem) => navigate(`/practice/clients/${client.id}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            aria-label="Search clients"
            placeholder="Search name, e-mail or ID number"
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            aria-label="Filter by type"
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: "", label: "All types" },
              ...CLIENT_TYPES.map((value) => ({ value, label: CLIENT_TYPE_LABELS[value] })),
            ]}
          />
          <NativeSelect
            aria-label="Filter by FICA status"
            value={ficaStatus}
            onChange={(event) => {
              setFicaStatus(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: "", label: "Any FICA status" },
              ...FICA_STATUSES.map((value) => ({ value, label: FICA_STATUS_LABELS[value] })),
            ]}
          />
          <Checkbox
            label="Archived"
            checked={isArchivedShown}
            onChange={(event) => {
              setIsArchivedShown(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        <Button leftSection={<IconUserPlus size={18} />} onClick={addDialog.open}>
          Add Client
        </Button>
      </Group>

      {clients.isPending ? (
        <ListLoading label="Loading clients" />
      ) : clients.isError ? (
        <ListLoadError title="Clients could not be loaded" onRetry={() => void clients.refetch()} />
      ) : clients.data.items.length === 0 ? (
        <ListEmpty
          title={isFiltered ? "No clients found" : "No clients yet"}
          hint={
            isFiltered ? "Try another search or filter." : "Add your first client to open matters for them."
          }
        />
      ) : (
        <ResponsiveTable minWidth={720} verticalSpacing="sm" highlightOnHover aria-label="Clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Active Matters</Table.Th>
              <Table.Th>Last Contact</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clients.data.items.map((client) => (
              <Table.Tr
                key={client.id}
                style={{ cursor: "pointer" }}
                onClick={() => openClient(client)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") openClient(client);
                }}
                tabIndex={0}
              >
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {client.name}
                    </Text>
                    {client.archived ? (
                      <Badge color="gray" variant="light" size="sm">
                        Archived
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td data-label="Email">{client.email ?? "—"}</Table.Td>
                <Table.Td data-label="Type">{CLIENT_TYPE_LABELS[client.type]}</Table.Td>
                <Table.Td data-label="Active Matters">{formatNumber(client.activeMatters)}</Table.Td>
                <Table.Td data-label="Last Contact">{formatDate(client.lastContact)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {pageCount > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} clients
          </Text>
          <Pagination total={pageCount} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
      <ClientFormDialog opened={isAddOpen} onClose={addDialog.close} />
    </Stack>
  );
}
