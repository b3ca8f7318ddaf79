import {
  hasVisibleText,
  OFFICE_DOCUMENT_MESSAGES,
  OFFICE_DOCUMENT_TYPE_LABELS,
  type TOfficeDocument,
} from "@inkundla/shared";
import { Alert, Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconDeviceFloppy,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconHistory,
  IconLock,
  IconX,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { downloadFile, readApiErrorMessage } from "../../../../lib/api-client";
import { documentParagraphs } from "../document-text";
import { DocumentEditor } from "../editor/document-editor";
import { useDocumentEditor } from "../editor/use-document-editor";
import { useDocumentSession } from "../hooks/use-document-session";
import { useCreateOfficeDocument } from "../hooks/use-office-documents";
import { versionLabel } from "../office-document-labels";
import { officeDocumentExportPath } from "../office-documents.api";
import { CloseDocumentDialog } from "./close-document-dialog";
import { KeptTextBox } from "./kept-text-box";
import { SaveConflictAlert } from "./save-conflict-alert";
import { SaveStatusText } from "./save-status-text";
import { VersionsDrawer } from "./versions-drawer";

interface DocumentSessionViewProps {
  document: TOfficeDocument;
  onClose: () => void;
  /** Another document should be opened in the editor (the copy made of the person's text). */
  onOpenDocument: (documentId: string) => void;
}

/** A file name from a title: the characters a file system refuses are replaced. */
function exportFileName(title: string, format: "docx" | "pdf"): string {
  const base = title.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Document";
  return `${base}.${format}`;
}

/**
 * The Editor tab with a document open: its title, the editor, the save status and autosave, Save,
 * Versions, export to Word and PDF, and Close. A colleague's newer save stops autosave and offers a
 * choice; a document the person may only read opens read-only.
 */
export function DocumentSessionView({ document, onClose, onOpenDocument }: DocumentSessionViewProps) {
  const canEdit = document.canEdit;
  const [title, setTitle] = useState(document.title);
  const [keptText, setKeptText] = useState<string | null>(null);
  const [isVersionsOpen, setVersionsOpen] = useState(false);
  const [isCloseAsked, setCloseAsked] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const [isSavingOnRequest, setSavingOnRequest] = useState(false);
  const [exporting, setExporting] = useState<"docx" | "pdf" | null>(null);
  const editor = useDocumentEditor({
    initialContent: document.content,
    label: "Document content",
    onChange: () => session.markChanged(),
  });
  const session = useDocumentSession({ document, editor, title });
  const copy = useCreateOfficeDocument({ onCreated: (created) => onOpenDocument(created.id) });
  const conflict = session.status.kind === "conflict" ? session.status.conflict : null;

  useEffect(() => {
    editor.setEditable(canEdit);
  }, [editor, canEdit]);

  const saveOnRequest = async (): Promise<boolean> => {
    if (title.trim() === "" || !hasVisibleText(editor.getHTML())) {
      notifications.show({
        title: "Validation Error",
        message: OFFICE_DOCUMENT_MESSAGES.titleAndContent,
        color: "red",
      });
      return false;
    }
    setSavingOnRequest(true);
    try {
      return await session.save();
    } finally {
      setSavingOnRequest(false);
    }
  };

  const save = async () => {
    if (await saveOnRequest()) {
      notifications.show({
        title: "Document Updated",
        message: "Your changes have been saved successfully",
        color: "green",
      });
    }
  };

  const reloadTheirs = async () => {
    const mine = documentParagraphs(editor.getHTML()).join("\n\n");
    setReloading(true);
    try {
      const latest = await session.loadLatest();
      setTitle(latest.title);
      setKeptText(mine);
    } catch (error) {
      notifications.show({
        title: "Reload Failed",
        message: readApiErrorMessage(error) ?? "Failed to load the latest version. Please try again.",
        color: "red",
      });
    } finally {
      setReloading(false);
    }
  };

  const keepMineAsCopy = () => {
    copy.mutate({
      title: `${title.trim() || document.title} (my copy)`.slice(0, 200),
      type: document.type,
      template: document.template,
      content: editor.getHTML(),
      clientId: document.clientId,
      matterId: document.matterId,
      isShared: false,
    });
  };

  const exportAs = async (format: "docx" | "pdf") => {
    // The server exports what it has saved: send the person's changes first.
    if (canEdit && session.isDirty() && !(await saveOnRequest())) return;
    setExporting(format);
    try {
      await downloadFile(officeDocumentExportPath(document.id, format), exportFileName(title, format));
    } catch (error) {
      notifications.show({
        title: "Export Failed",
        message: readApiErrorMessage(error) ?? "Failed to export the document. Please try again.",
        color: "red",
      });
    } finally {
      setExporting(null);
    }
  };

  const close = () => {
    if (canEdit && session.isDirty() && conflict === null) setCloseAsked(true);
    else onClose();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Document title"
          withAsterisk={canEdit}
          readOnly={!canEdit}
          maxLength={200}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            session.markChanged();
          }}
          style={{ flex: "1 1 280px" }}
        />
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{OFFICE_DOCUMENT_TYPE_LABELS[document.type]}</Badge>
          <Badge variant="outline" color="gray" aria-label={`Version ${session.version}`}>
            {versionLabel(session.version)}
          </Badge>
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Document actions">
        {canEdit ? (
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={isSavingOnRequest}
            disabled={conflict !== null}
            onClick={() => void save()}
          >
            Save
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={() => setVersionsOpen(true)}
        >
          Versions
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypeDocx size={16} aria-hidden />}
          loading={exporting === "docx"}
          onClick={() => void exportAs("docx")}
        >
          Export DOCX
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          loading={exporting === "pdf"}
          onClick={() => void exportAs("pdf")}
        >
          Export PDF
        </Button>
        <Button variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={close}>
          Close
        </Button>
      </Group>
      {canEdit ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          You may read this document but not change it: it belongs to a colleague and is not shared.
        </Alert>
      )}
      {conflict ? (
        <SaveConflictAlert
          conflict={conflict}
          isReloading={isReloading}
          isCopying={copy.isPending}
          onReloadTheirs={() => void reloadTheirs()}
          onKeepMineAsCopy={keepMineAsCopy}
        />
      ) : null}
      {keptText !== null ? <KeptTextBox text={keptText} onDismiss={() => setKeptText(null)} /> : null}
      <DocumentEditor
        editor={editor}
        isToolbarDisabled={!canEdit || conflict !== null}
        footer={canEdit ? <SaveStatusText status={session.status} /> : null}
      />
      <VersionsDrawer
        opened={isVersionsOpen}
        onClose={() => setVersionsOpen(false)}
        documentId={document.id}
        currentVersion={session.version}
        canRestore={canEdit}
        hasUnsavedChanges={session.isDirty()}
        onRestored={(restored) => {
          session.adopt(restored);
          setTitle(restored.title);
          setVersionsOpen(false);
        }}
        onConflict={(found) => {
          session.enterConflict(found);
          setVersionsOpen(false);
        }}
      />
      <CloseDocumentDialog
        opened={isCloseAsked}
        isSaving={isSavingOnRequest}
        onCancel={() => setCloseAsked(false)}
        onDiscard={() => {
          session.discardChanges();
          setCloseAsked(false);
          onClose();
        }}
        onSaveAndClose={() =>
          void saveOnRequest().then((isSaved) => {
            setCloseAsked(false);
            if (isSaved) onClose();
          })
        }
      />
    </Stack>
  );
}
