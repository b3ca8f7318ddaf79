import { formatDate } from "@inkundla/shared";
import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  usePortalPreview,
  useShareableDocuments,
  useShareDocument,
  useUnshareDocument,
} from "../hooks/use-client-portal";

/** The documents shared with the client on the portal, with "Share with Client" and "Stop Sharing". */
export function SharedDocumentsSection({ clientId, canManage }: { clientId: string; canManage: boolean }) {
  const preview = usePortalPreview(clientId);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const documents = useShareableDocuments(debouncedSearch);
  const share = useShareDocument(clientId);
  const unshare = useUnshareDocument(clientId);
  const shared = preview.data?.documents ?? [];

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Shared documents
      </Text>
      {preview.isPending ? null : shared.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents shared with this client yet.
        </Text>
      ) : (
        shared.map((document) => (
          <Group key={document.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {document.title}{" "}
              <Text span size="xs" c="dimmed">
                · shared {formatDate(document.sharedAt)}
              </Text>
            </Text>
            {canManage ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={unshare.isPending && unshare.variables === document.id}
                onClick={() => unshare.mutate(document.id)}
                aria-label={`Stop sharing ${document.title}`}
              >
                Stop Sharing
              </Button>
            ) : null}
          </Group>
        ))
      )}
      {canManage ? (
        <Group align="flex-end" gap="sm">
          <Select
            label="Share a firm document"
            placeholder="Search documents"
            searchable
            data={(documents.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
            value={documentId}
            onChange={setDocumentId}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={documents.isPending ? "Loading documents…" : "No documents found"}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            leftSection={<IconShare size={16} />}
            disabled={!documentId}
            loading={share.isPending}
            onClick={() => {
              if (documentId) share.mutate(documentId, { onSuccess: () => setDocumentId(null) });
            }}
          >
            Share with Client
          </Button>
        </Group>
      ) : null}
      {share.isError || unshare.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {readApiErrorMessage(share.error ?? unshare.error) ??
            "The document could not be shared. Please try again."}
        </Alert>
      ) : null}
    </Stack>
  );
}
