import {
  formatCount,
  formatDateTime,
  type TOfficeDocument,
  type TOfficeDocumentConflict,
  type TOfficeDocumentVersionSummary,
} from "@inkundla/shared";
import { Badge, Button, Drawer, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEye, IconGitCompare, IconRestore } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { diffDocuments } from "../document-diff";
import { documentParagraphs } from "../document-text";
import {
  useDocumentVersion,
  useDocumentVersions,
  useRestoreDocumentVersion,
} from "../hooks/use-document-versions";
import { VERSION_REASON_LABELS, versionLabel } from "../office-document-labels";
import { DocumentDiffView } from "./document-diff-view";
import { DocumentHtmlView } from "./document-html-view";

type DrawerView =
  | { kind: "list" }
  | { kind: "view"; version: number }
  | { kind: "compare"; older: number; newer: number };

interface VersionsDrawerProps {
  opened: boolean;
  onClose: () => void;
  documentId: string;
  /** The version the editor is based on (the newest it knows of). */
  currentVersion: number;
  canRestore: boolean;
  hasUnsavedChanges: boolean;
  onRestored: (document: TOfficeDocument) => void;
  onConflict: (conflict: TOfficeDocumentConflict) => void;
}

function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <Group>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        onClick={onBack}
      >
        Back to versions
      </Button>
    </Group>
  );
}

function VersionView({
  documentId,
  version,
  onBack,
}: {
  documentId: string;
  version: number;
  onBack: () => void;
}) {
  const saved = useDocumentVersion(documentId, version);
  return (
    <Stack gap="sm">
      <BackToList onBack={onBack} />
      {saved.isPending ? (
        <ListLoading label={`Loading version ${version}`} />
      ) : saved.isError ? (
        <ListLoadError title="The version could not be loaded" onRetry={() => void saved.refetch()} />
      ) : (
        <>
          <Title order={3} size="h5">
            {versionLabel(version)}: {saved.data.title}
          </Title>
          <Text size="sm" c="dimmed">
            Saved by {saved.data.savedBy.name} on {formatDateTime(saved.data.savedAt)} · read-only
          </Text>
          <DocumentHtmlView html={saved.data.content} label={`Version ${version}, read-only`} />
        </>
      )}
    </Stack>
  );
}

function VersionComparison({
  documentId,
  older,
  newer,
  onBack,
}: {
  documentId: string;
  older: number;
  newer: number;
  onBack: () => void;
}) {
  const before = useDocumentVersion(documentId, older);
  const after = useDocumentVersion(documentId, newer);
  const diff = useMemo(
    () =>
      before.data && after.data
        ? diffDocuments(documentParagraphs(before.data.content), documentParagraphs(after.data.content))
        : null,
    [before.data, after.data],
  );
  return (
    <Stack gap="sm">
      <BackToList onBack={onBack} />
      <Title order={3} size="h5">
        Changes from {versionLabel(older)} to {versionLabel(newer)}
      </Title>
      {before.isError || after.isError ? (
        <ListLoadError
          title="The versions could not be loaded"
          onRetry={() => {
            void before.refetch();
            void after.refetch();
          }}
        />
      ) : diff === null ? (
        <ListLoading label="Comparing versions" />
      ) : (
        <DocumentDiffView diff={diff} label={`Changes from version ${older} to version ${newer}`} />
      )}
    </Stack>
  );
}

function VersionRow({
  version,
  isCurrent,
  canRestore,
  onView,
  onRestore,
}: {
  version: TOfficeDocumentVersionSummary;
  isCurrent: boolean;
  canRestore: boolean;
  onView: () => void;
  onRestore: () => void;
}) {
  return (
    <Paper component="li" withBorder p="sm" aria-label={`Version ${version.version}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{versionLabel(version.version)}</Text>
          <Badge variant="light" color="gray">
            {VERSION_REASON_LABELS[version.reason]}
          </Badge>
          {isCurrent ? (
            <Badge variant="light" color="green">
              Current
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {version.savedBy.name} · {formatDateTime(version.savedAt)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatCount(version.wordCount, "word")} · {version.title}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={`View version ${version.version}`}
            onClick={onView}
          >
            View
          </Button>
          {canRestore && !isCurrent ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRestore size={14} aria-hidden />}
              aria-label={`Restore version ${version.version}`}
              onClick={onRestore}
            >
              Restore
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function VersionList({
  versions,
  currentVersion,
  canRestore,
  onShow,
  onRestore,
}: {
  versions: TOfficeDocumentVersionSummary[];
  currentVersion: number;
  canRestore: boolean;
  onShow: (view: DrawerView) => void;
  onRestore: (version: number) => void;
}) {
  const [older, setOlder] = useState(String(versions[1]?.version ?? versions[0]?.version ?? 1));
  const [newer, setNewer] = useState(String(versions[0]?.version ?? 1));
  const options = versions.map((version) => ({
    value: String(version.version),
    label: `${versionLabel(version.version)} · ${formatDateTime(version.savedAt)}`,
  }));
  return (
    <Stack gap="md">
      {versions.length > 1 ? (
        <Paper withBorder p="sm" component="section" aria-label="Compare two versions">
          <Stack gap="xs">
            <Group grow gap="xs" wrap="wrap" align="flex-end">
              <NativeSelect
                label="From"
                data={options}
                value={older}
                onChange={(event) => setOlder(event.currentTarget.value)}
              />
              <NativeSelect
                label="To"
                data={options}
                value={newer}
                onChange={(event) => setNewer(event.currentTarget.value)}
              />
            </Group>
            <Group>
              <Button
                size="xs"
                leftSection={<IconGitCompare size={14} aria-hidden />}
                disabled={older === newer}
                onClick={() => onShow({ kind: "compare", older: Number(older), newer: Number(newer) })}
              >
                Compare
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label="Saved versions">
        {versions.map((version) => (
          <VersionRow
            key={version.version}
            version={version}
            isCurrent={version.version === currentVersion}
            canRestore={canRestore}
            onView={() => onShow({ kind: "view", version: version.version })}
            onRestore={() => onRestore(version.version)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function VersionsPanel({
  documentId,
  currentVersion,
  canRestore,
  hasUnsavedChanges,
  onRestored,
  onConflict,
}: Omit<VersionsDrawerProps, "opened" | "onClose">) {
  const [view, setView] = useState<DrawerView>({ kind: "list" });
  const [toRestore, setToRestore] = useState<number | null>(null);
  const versions = useDocumentVersions(documentId);
  const restore = useRestoreDocumentVersion(documentId, {
    onRestored: (document) => {
      setToRestore(null);
      setView({ kind: "list" });
      onRestored(document);
    },
    onConflict: (conflict) => {
      setToRestore(null);
      onConflict(conflict);
    },
  });
  const showList = () => setView({ kind: "list" });

  if (view.kind === "view")
    return <VersionView documentId={documentId} version={view.version} onBack={showList} />;
  if (view.kind === "compare") {
    return (
      <VersionComparison documentId={documentId} older={view.older} newer={view.newer} onBack={showList} />
    );
  }
  return (
    <>
      {versions.isPending ? (
        <ListLoading label="Loading versions" />
      ) : versions.isError ? (
        <ListLoadError title="Versions could not be loaded" onRetry={() => void versions.refetch()} />
      ) : versions.data.length === 0 ? (
        <ListEmpty title="No versions yet" hint="Each save keeps a version here." />
      ) : (
        <VersionList
          versions={versions.data}
          currentVersion={currentVersion}
          canRestore={canRestore}
          onShow={setView}
          onRestore={setToRestore}
        />
      )}
      <ConfirmDialog
        opened={toRestore !== null}
        title="Restore version"
        message={`Restore version ${toRestore ?? ""}? It becomes the newest version; the versions after it are kept.`}
        confirmLabel="Restore"
        isPending={restore.isPending}
        onConfirm={() => {
          if (toRestore !== null) restore.mutate({ version: toRestore, baseVersion: currentVersion });
        }}
        onClose={() => setToRestore(null)}
      >
        {hasUnsavedChanges ? (
          <Text size="sm" c="red">
            Your unsaved changes in the editor will be replaced by the restored text.
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** Versions: every save of the document, to read, compare two of, or restore one as the newest. */
export function VersionsDrawer({ opened, onClose, ...panel }: VersionsDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Versions" position="right" size="lg">
      {opened ? <VersionsPanel {...panel} /> : null}
    </Drawer>
  );
}
