import type { TLegalWritingDocument } from "@inkundla/shared";
import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCopy, IconDownload, IconEdit, IconFileTypeDocx } from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile, readApiErrorMessage } from "../../../lib/api-client";
import { useOpenLegalDocumentInEditor } from "../hooks/use-legal-writing";
import { saveTextFile } from "../legal-document-download";
import { legalDocumentDocxPath } from "../legal-writing.api";
import { legalDocumentFileName } from "../legal-writing-labels";

async function copyToClipboard(content: string) {
  try {
    await navigator.clipboard.writeText(content);
    notifications.show({
      title: "Copied to Clipboard",
      message: "The document's text is ready to paste.",
      color: "green",
    });
  } catch {
    notifications.show({
      title: "Could Not Copy",
      message: "Your browser did not allow copying. Download the document instead.",
      color: "red",
    });
  }
}

/**
 * What can be done with a written document: copy its text, save it as text (made here, spec §7) or as
 * Word (converted by the server), or open it in the word processor to edit.
 */
export function LegalDocumentActions({ document }: { document: TLegalWritingDocument }) {
  const openInEditor = useOpenLegalDocumentInEditor();
  const [isDownloadingDocx, setIsDownloadingDocx] = useState(false);

  const downloadDocx = async () => {
    setIsDownloadingDocx(true);
    try {
      await downloadFile(legalDocumentDocxPath(document.id), legalDocumentFileName(document.title, "docx"));
    } catch (error) {
      notifications.show({
        title: "Download Failed",
        message: readApiErrorMessage(error) ?? "Failed to download the document. Please try again.",
        color: "red",
      });
    } finally {
      setIsDownloadingDocx(false);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconCopy size={16} aria-hidden />}
        aria-label={`Copy: ${document.title}`}
        onClick={() => void copyToClipboard(document.content)}
      >
        Copy
      </Button>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download: ${document.title}`}
        onClick={() => saveTextFile(document.content, legalDocumentFileName(document.title, "txt"))}
      >
        Download
      </Button>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileTypeDocx size={16} aria-hidden />}
        aria-label={`Download DOCX: ${document.title}`}
        loading={isDownloadingDocx}
        onClick={() => void downloadDocx()}
      >
        Download DOCX
      </Button>
      <Button
        size="sm"
        leftSection={<IconEdit size={16} aria-hidden />}
        aria-label={`Open in editor: ${document.title}`}
        loading={openInEditor.isPending}
        onClick={() => openInEditor.mutate(document.id)}
      >
        Open in editor
      </Button>
    </Group>
  );
}
