import { canManageClientPortal, formatDate, type TPortalAccess, ZEmail } from "@inkundla/shared";
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconAlertCircle, IconEye, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListLoading } from "../../../ui/list-states";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { firmAuthorityOf, useCurrentUser } from "../../auth";
import { useInviteToPortal, usePortalAccess, useRevokePortalAccess } from "../hooks/use-client-portal";
import { SharedDocumentsSection } from "./shared-documents-section";

const STATUS_LABELS: Record<TPortalAccess["status"], { label: string; color: string }> = {
  invited: { label: "Invited", color: "yellow" },
  active: { label: "Active", color: "green" },
  revoked: { label: "Access ended", color: "gray" },
};

/** The client page's client portal card: who has access, "Invite to Portal" and "Preview as Client". */
export function ClientPortalCard({
  clientId,
  clientName,
  isArchived,
}: {
  clientId: string;
  clientName: string;
  isArchived: boolean;
}) {
  const { user } = useCurrentUser();
  const canManage = canManageClientPortal(firmAuthorityOf(user));
  const access = usePortalAccess(clientId);
  const invite = useInviteToPortal(clientId);
  const revoke = useRevokePortalAccess(clientId);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<TPortalAccess | null>(null);

  const submit = () => {
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? "Enter a valid email address");
      return;
    }
    setEmailError(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data);
        setEmail("");
      },
    });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Client portal
          </Title>
          <Button
            component={Link}
            to={`/client-portal?clientId=${encodeURIComponent(clientId)}`}
            variant="default"
            size="xs"
            leftSection={<IconEye size={14} />}
          >
            Preview as Client
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The client's contact people follow their matters, invoices and trust statement, read shared
          documents, send messages and upload documents.
        </Text>
        {access.isPending ? (
          <ListLoading label="Loading portal access" />
        ) : access.isError ? (
          <Text size="sm" c="red">
            Portal access could not be loaded.
          </Text>
        ) : access.data.people.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody has access to {clientName}'s portal yet.
          </Text>
        ) : (
          <ResponsiveTable minWidth={520} aria-label="Client portal access">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Invited on</Table.Th>
                {canManage ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {access.data.people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>
                    <Text size="sm">{person.name ?? person.email}</Text>
                    {person.name ? (
                      <Text size="xs" c="dimmed">
                        {person.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_LABELS[person.status].color}>
                      {STATUS_LABELS[person.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(person.invitedAt)}</Table.Td>
                  {canManage ? (
                    <Table.Td>
                      {person.status === "revoked" ? null : (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setToRevoke(person)}>
                          End Access
                        </Button>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
        {canManage && !isArchived ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Contact person's email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={emailError}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
                Invite to Portal
              </Button>
            </Group>
          </form>
        ) : null}
        {invite.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {readApiErrorMessage(invite.error) ?? "The invitation could not be sent. Please try again."}
          </Alert>
        ) : null}
        {sentTo && invite.isSuccess ? (
          <Text size="sm" c="green">
            Invitation sent to {sentTo}.
          </Text>
        ) : null}
        <SharedDocumentsSection clientId={clientId} canManage={canManage} />
      </Stack>
      <ConfirmDialog
        opened={toRevoke !== null}
        title="End Portal Access"
        message={`End ${toRevoke?.name ?? toRevoke?.email ?? ""}'s access to ${clientName}'s portal? They are signed out at once. You can invite them again later.`}
        confirmLabel="End Access"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id, { onSuccess: () => setToRevoke(null) });
        }}
        onClose={() => setToRevoke(null)}
      />
    </Paper>
  );
}
