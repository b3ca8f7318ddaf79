import {
  ADMIN_USER_FILTERS,
  ADMIN_USER_STATUS_LABELS,
  type TAdminUser,
  type TAdminUserFilter,
  type TAdminUserStatus,
} from "@inkundla/shared";
import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useCurrentUser } from "../../auth";
import { displayAdminUserName, formatLastActive, labelAdminUserRole } from "../admin-users";
import { useAdminUsers, useSetUserSuspended } from "../hooks/use-admin-users";
import { AddUserDialog } from "./add-user-dialog";

const PAGE_SIZE = 20;

const FILTER_LABELS: Record<TAdminUserFilter, string> = { all: "All", ...ADMIN_USER_STATUS_LABELS };

const STATUS_COLOURS: Record<TAdminUserStatus, string> = { active: "teal", trial: "blue", suspended: "red" };

type PendingChange = { user: TAdminUser; isSuspended: boolean } | null;

export function UsersTab() {
  const { user: me } = useCurrentUser();
  const [status, setStatus] = useState<TAdminUserFilter>("all");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [pendingChange, setPendingChange] = useState<PendingChange>(null);
  const usersQuery = useAdminUsers({
    status,
    search: debouncedSearch,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const setSuspended = useSetUserSuspended();

  const confirmChange = () => {
    if (!pendingChange) return;
    const { user, isSuspended } = pendingChange;
    setSuspended.mutate(
      { userId: user.id, isSuspended },
      {
        onSuccess: () => {
          notifications.show({
            title: isSuspended ? "User Suspended" : "User Reactivated",
            message: isSuspended
              ? `${displayAdminUserName(user)} has been signed out and can no longer sign in.`
              : `${displayAdminUserName(user)} can sign in again.`,
            color: "green",
          });
          setPendingChange(null);
        },
        onError: (error) => {
          notifications.show({
            title: isSuspended ? "Suspension Failed" : "Reactivation Failed",
            message: readApiErrorMessage(error) ?? "Please try again.",
            color: "red",
          });
        },
      },
    );
  };

  const total = usersQuery.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label="Filter users by status"
            value={status}
            onChange={(value) => {
              setStatus(value as TAdminUserFilter);
              setPage(1);
            }}
            data={ADMIN_USER_FILTERS.map((filter) => ({ value: filter, label: FILTER_LABELS[filter] }))}
          />
          <TextInput
            aria-label="Search users"
            placeholder="Search name or e-mail"
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setIsAddOpen(true)}>
          Add User
        </Button>
      </Group>

      {usersQuery.isPending ? (
        <ListLoading label="Loading users" />
      ) : usersQuery.isError ? (
        <ListLoadError title="Users could not be loaded" onRetry={() => void usersQuery.refetch()} />
      ) : usersQuery.data.users.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No users found</Text>
          <Text size="sm" c="dimmed">
            {debouncedSearch || status !== "all"
              ? "Try another filter or search."
              : "Nobody has an account yet."}
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last Active</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usersQuery.data.users.map((user) => (
                <Table.Tr key={user.id} data-testid="admin-user-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {displayAdminUserName(user)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{labelAdminUserRole(user.role)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.plan ?? "—"}</Text>
                    {user.plan === "Trial" && user.planName ? (
                      <Text size="xs" c="dimmed">
                        {user.planName}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={STATUS_COLOURS[user.status]}>
                        {ADMIN_USER_STATUS_LABELS[user.status]}
                      </Badge>
                      {user.onboardingCompleted ? null : (
                        <Badge variant="outline" color="gray">
                          Invited
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatLastActive(user.lastActive)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <UserAction
                      user={user}
                      isSelf={me?.id === user.id}
                      onChange={(isSuspended) => setPendingChange({ user, isSuspended })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {total > PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total.toLocaleString("en-ZA")} users
          </Text>
          <Pagination value={page} onChange={setPage} total={pageCount} size="sm" />
        </Group>
      ) : null}

      <AddUserDialog opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <ConfirmDialog
        opened={pendingChange !== null}
        title={pendingChange?.isSuspended ? "Suspend User" : "Reactivate User"}
        message={
          pendingChange
            ? pendingChange.isSuspended
              ? `Suspend ${displayAdminUserName(pendingChange.user)}? They are signed out at once and cannot sign in until reactivated.`
              : `Reactivate ${displayAdminUserName(pendingChange.user)}? They will be able to sign in again.`
            : ""
        }
        confirmLabel={pendingChange?.isSuspended ? "Suspend" : "Reactivate"}
        isDestructive={pendingChange?.isSuspended}
        isPending={setSuspended.isPending}
        onConfirm={confirmChange}
        onClose={() => setPendingChange(null)}
      />
    </Stack>
  );
}

function UserAction({
  user,
  isSelf,
  onChange,
}: {
  user: TAdminUser;
  isSelf: boolean;
  onChange: (isSuspended: boolean) => void;
}) {
  const name = displayAdminUserName(user);
  if (user.status === "suspended") {
    return (
      <Button size="xs" variant="light" onClick={() => onChange(false)} aria-label={`Reactivate ${name}`}>
        Reactivate
      </Button>
    );
  }
  if (isSelf) {
    return (
      <Tooltip label="You cannot suspend your own account">
        <Button size="xs" variant="light" color="red" disabled aria-label={`Suspend ${name}`}>
          Suspend
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onChange(true)}
      aria-label={`Suspend ${name}`}
    >
      Suspend
    </Button>
  );
}
