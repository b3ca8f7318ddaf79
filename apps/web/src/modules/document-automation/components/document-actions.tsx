import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconEdit } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { downloadFile, readApiErrorMessage } from "../../../lib/api-client";
import { officeDocumentExportPath, wordProcessorEditorPath } from "../../office";

type ExportFormat = "docx" | "pdf";

const FORMAT_LABELS: Record<ExportFormat, string> = { docx: "DOCX", pdf: "PDF" };

/** A file name from a document's name: the characters a file system refuses are left out. */
function fileNameFor(name: string, format: ExportFormat): string {
  const base = name.replace(/[\\/:*?"<>|]+/g, " ").trim() || "document";
  return `${base}.${format}`;
}

interface DocumentActionsProps {
  documentId: string;
  /** The document's name: the downloaded file's name, and in a list the buttons' accessible names. */
  name: string;
  formats?: readonly ExportFormat[];
  /** In a list of documents, each button names its document ("Open Lease – Dlamini in editor"). */
  isInList?: boolean;
  /** The label of a single download button (the assistant's "Download"), instead of "Download DOCX". */
  downloadLabel?: string;
  size?: "xs" | "sm";
}

/**
 * Open in the word processor's editor, and download the stored document as Word or PDF (the server
 * converts its saved version). Fetched rather than linked, so a refusal says why instead of saving a
 * broken file.
 */
export function DocumentActions({
  documentId,
  name,
  formats = ["docx", "pdf"],
  isInList = false,
  downloadLabel,
  size = "sm",
}: DocumentActionsProps) {
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setDownloading(format);
    try {
      await downloadFile(officeDocumentExportPath(documentId, format), fileNameFor(name, format));
    } catch (error) {
      notifications.show({
        title: "Download Failed",
        message:
          readApiErrorMessage(error) ?? `Failed to download the ${FORMAT_LABELS[format]}. Please try again.`,
        color: "red",
      });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={wordProcessorEditorPath(documentId)}
        size={size}
        variant="light"
        leftSection={<IconEdit size={14} aria-hidden />}
        aria-label={isInList ? `Open in editor: ${name}` : undefined}
      >
        Open in editor
      </Button>
      {formats.map((format) => {
        const label = downloadLabel ?? `Download ${FORMAT_LABELS[format]}`;
        return (
          <Button
            key={format}
            size={size}
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading === format}
            aria-label={isInList ? `${label}: ${name}` : undefined}
            onClick={() => void download(format)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
