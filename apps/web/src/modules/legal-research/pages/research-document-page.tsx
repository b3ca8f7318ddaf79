import type { TCorpusDocument } from "@inkundla/shared";
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { CitationLinks } from "../components/citation-links";
import { CopyCitationButton } from "../components/copy-citation-button";
import { DocumentMetadata } from "../components/document-metadata";
import { DocumentPassages } from "../components/document-passages";
import { type PassageToSave, SaveToMatterDialog } from "../components/save-to-matter-dialog";
import { useCorpusDocument } from "../hooks/use-corpus-document";
import { useFirmDocumentPermissions, useRemoveFirmDocument } from "../hooks/use-firm-document-import";
import { formatCitationForCopy } from "../research-citation";
import { documentKindLabel } from "../research-labels";

function BackLink({ query }: { query: string }) {
  const to = query ? `/legal-research?${new URLSearchParams({ q: query }).toString()}` : "/legal-research";
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {query ? "Back to search" : "Legal research"}
      </Group>
    </Anchor>
  );
}

function DocumentNotFound() {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Title order={1} size="h3">
          Document not found
        </Title>
        <Text size="sm" c="dimmed">
          It may have been removed, or it belongs to another firm. Search for it again in Legal research.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * "Remove from firm documents", for a firm document and a member who keeps the firm's library: asks
 * first, then returns to Legal research. Research notes on matters that kept a passage of it go too.
 */
function RemoveFirmDocumentButton({ document }: { document: TCorpusDocument }) {
  const { canManage } = useFirmDocumentPermissions();
  const remove = useRemoveFirmDocument();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  if (document.kind !== "firm_document" || !canManage) return null;

  const close = () => {
    setIsConfirming(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(document.id, {
      onSuccess: () => {
        notifications.show({
          title: "Document removed",
          message: `${document.title} is no longer in your firm's documents.`,
          color: "green",
        });
        void navigate("/legal-research");
      },
    });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
      >
        Remove from firm documents
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title="Remove firm document"
        message={`Remove ${document.title} from your firm's documents?`}
        error={
          remove.isError ? (
            <Text size="sm" c="red">
              {readApiErrorMessage(remove.error) ?? "The document could not be removed. Please try again."}
            </Text>
          ) : undefined
        }
        confirmLabel="Remove"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Text size="sm" c="dimmed">
          Nobody in the firm will find it in Legal research again, and research notes that kept a passage of
          it are removed from their matters.
        </Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * The reader (`/legal-research/documents/:documentId?q=…&at=para 12`): a document whole, the passages
 * holding the search's words marked and the one the result pointed at scrolled to; its details, what
 * it cites and what cites it; each passage's citation to copy or save to a matter.
 */
export function ResearchDocumentPage() {
  const { documentId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim() ?? "";
  const at = searchParams.get("at");
  const documentQuery = useCorpusDocument(documentId);
  const [passageToSave, setPassageToSave] = useState<PassageToSave | null>(null);

  if (documentQuery.isPending) {
    return (
      <Stack gap="lg">
        <BackLink query={query} />
        <ListLoading label="Loading document" />
      </Stack>
    );
  }
  if (documentQuery.isError) {
    return (
      <Stack gap="lg">
        <BackLink query={query} />
        {readApiErrorStatus(documentQuery.error) === 404 ? (
          <DocumentNotFound />
        ) : (
          <ListLoadError
            title="The document could not be loaded"
            onRetry={() => void documentQuery.refetch()}
          />
        )}
      </Stack>
    );
  }

  const document = documentQuery.data;
  return (
    <Stack gap="lg">
      <BackLink query={query} />
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          {documentKindLabel(document.kind)}
        </Text>
        <Title order={1}>{document.title}</Title>
        {document.citation && document.citation !== document.title ? (
          <Text ff="monospace">{document.citation}</Text>
        ) : null}
        <Group>
          <CopyCitationButton
            citation={formatCitationForCopy(document)}
            ariaLabel="Copy citation of the whole document"
            variant="light"
            size="sm"
          />
          <RemoveFirmDocumentButton document={document} />
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <DocumentPassages document={document} query={query} at={at} onSave={setPassageToSave} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <DocumentMetadata document={document} />
            <CitationLinks
              title="Cites"
              links={document.cites}
              emptyText="No authorities found cited in the text."
            />
            <CitationLinks
              title="Cited by"
              links={document.citedBy}
              emptyText="Nothing in the corpus cites this document yet."
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <SaveToMatterDialog
        document={document}
        passage={passageToSave}
        query={query}
        onClose={() => setPassageToSave(null)}
      />
    </Stack>
  );
}
