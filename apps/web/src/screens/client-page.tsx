import { CLIENT_TYPE_LABELS, FICA_STATUS_LABELS, formatDate, type TClient } from "@inkundla/shared";
import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArchive, IconFolderPlus, IconPencil } from "@tabler/icons-react";
import { useNavigate, useParams } from "react-router";
import { InvoicesCard } from "../modules/billing";
import { ClientPortalCard } from "../modules/client-portal";
import { ClientFormDialog, ClientTimeCard, useClient, useSetClientArchived } from "../modules/clients";
import { MattersTable, NewMatterDialog, useMatterList } from "../modules/matters";
import { TrustBalanceCard } from "../modules/trust";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { RecordScreen } from "./record-screen";

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {value || "—"}
      </Text>
    </Stack>
  );
}

export function ClientPage() {
  const { clientId = "" } = useParams();
  const client = useClient(clientId);
  return (
    <RecordScreen backTo="/practice?tab=clients" backLabel="All clients" recordName="client" query={client}>
      {(loaded) => <ClientDetails client={loaded} />}
    </RecordScreen>
  );
}

function ClientDetails({ client }: { client: TClient }) {
  const navigate = useNavigate();
  const [isEditOpen, editDialog] = useDisclosure(false);
  const [isArchiveOpen, archiveDialog] = useDisclosure(false);
  const [isNewMatterOpen, newMatterDialog] = useDisclosure(false);
  const matters = useMatterList({ clientId: client.id, limit: 50, offset: 0 });
  const setArchived = useSetClientArchived(client.id, { onDone: archiveDialog.close });
  const isIndividual = client.type === "individual";

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1}>{client.name}</Title>
            {client.archived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" size="sm">
            {CLIENT_TYPE_LABELS[client.type]} · {client.activeMatters} active{" "}
            {client.activeMatters === 1 ? "matter" : "matters"} · Last contact{" "}
            {formatDate(client.lastContact)}
          </Text>
        </Stack>
        <Group gap="sm">
          {client.archived ? null : (
            <Button leftSection={<IconFolderPlus size={16} />} onClick={newMatterDialog.open}>
              New Matter
            </Button>
          )}
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={editDialog.open}>
            Edit
          </Button>
          {client.archived ? (
            <Button
              variant="default"
              onClick={() => setArchived.mutate(false)}
              loading={setArchived.isPending}
            >
              Restore
            </Button>
          ) : (
            <Button
              variant="default"
              color="red"
              leftSection={<IconArchive size={16} />}
              onClick={archiveDialog.open}
            >
              Archive
            </Button>
          )}
        </Group>
      </Group>

      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Contact details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Detail label="Email" value={client.email} />
            <Detail label="Phone" value={client.phone} />
            {isIndividual ? (
              <Detail label="ID or passport number" value={client.idNumber} />
            ) : (
              <Detail label="Registration number" value={client.registrationNumber} />
            )}
            <Detail label="VAT number" value={client.vatNumber} />
            <Detail
              label="FICA"
              value={
                client.ficaStatus === "verified"
                  ? `${FICA_STATUS_LABELS.verified} on ${formatDate(client.ficaVerifiedOn)}`
                  : FICA_STATUS_LABELS[client.ficaStatus]
              }
            />
            <Detail label="Client since" value={formatDate(client.createdAt)} />
            <Detail label="Physical address" value={client.physicalAddress} />
            <Detail label="Postal address" value={client.postalAddress} />
          </SimpleGrid>
          {client.notes ? <Detail label="Notes" value={client.notes} /> : null}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Matters
          </Title>
          {matters.isPending ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label="Loading matters" />
            </Center>
          ) : matters.isError ? (
            <Text size="sm" c="red">
              Matters could not be loaded.
            </Text>
          ) : matters.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No matters for this client yet.
            </Text>
          ) : (
            <MattersTable matters={matters.data.items} label="Client matters" />
          )}
        </Stack>
      </Paper>

      <TrustBalanceCard clientId={client.id} />

      <InvoicesCard clientId={client.id} />

      <ClientTimeCard clientId={client.id} canLogTime={!client.archived} />

      <ClientPortalCard clientId={client.id} clientName={client.name} isArchived={client.archived} />

      <ClientFormDialog opened={isEditOpen} onClose={editDialog.close} client={client} />
      <NewMatterDialog
        opened={isNewMatterOpen}
        onClose={newMatterDialog.close}
        initialClient={{ id: client.id, name: client.name }}
        onCreated={(matter) => navigate(`/practice/matters/${matter.id}`)}
      />
      <ConfirmDialog
        opened={isArchiveOpen}
        title="Archive Client"
        message={`Archive ${client.name}? The client leaves your client list, but nothing is deleted: their matters and records stay, and you can restore the client at any time.`}
        confirmLabel="Archive Client"
        isDestructive
        isPending={setArchived.isPending}
        onConfirm={() => setArchived.mutate(true)}
        onClose={archiveDialog.close}
      />
    </>
  );
}
