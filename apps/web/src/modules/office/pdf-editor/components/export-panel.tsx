import type { TPdfSession } from "@inkundla/shared";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconFileExport, IconFolder } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import { type MatterChoice, MatterPicker } from "../../../legal-research";
import { exportPdfSession, pdfSessionExportPath } from "../pdf-sessions.api";

interface ExportPanelProps {
  session: TPdfSession;
  onExported: (session: TPdfSession) => void;
}

/**
 * Export: the server writes the edited PDF as a new file (redactions applied, Bates numbers and stamps
 * drawn) and keeps the original. "Save to matter" files the export with the matter chosen.
 */
export function ExportPanel({ session, onExported }: ExportPanelProps) {
  const [matter, setMatter] = useState<MatterChoice | null>(
    session.matterId
      ? { id: session.matterId, label: session.matterReference ?? "This session's matter" }
      : null,
  );
  const [pending, setPending] = useState<"export" | "matter" | null>(null);

  const run = async (kind: "export" | "matter") => {
    setPending(kind);
    try {
      const exported = await exportPdfSession(session.id, kind === "matter" ? (matter?.id ?? null) : null);
      onExported(exported);
      notifications.show({
        title: kind === "matter" ? "Saved to Matter" : "PDF Exported",
        message: `${exported.exportFileName ?? "The PDF"} is ready. The original is kept.`,
        color: "green",
      });
    } catch (error) {
      notifications.show({
        title: "Export Failed",
        message: readApiErrorMessage(error) ?? "Failed to export the PDF. Please try again.",
        color: "red",
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pdf-export-heading">
      <Stack gap="xs">
        <Title order={3} size="h6" id="pdf-export-heading">
          Export
        </Title>
        <MatterPicker value={matter} onChange={setMatter} label="Matter" isRequired={false} />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            leftSection={<IconFileExport size={14} aria-hidden />}
            loading={pending === "export"}
            disabled={pending !== null}
            onClick={() => void run("export")}
          >
            Export PDF
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolder size={14} aria-hidden />}
            loading={pending === "matter"}
            disabled={pending !== null || matter === null}
            onClick={() => void run("matter")}
          >
            Save to matter
          </Button>
        </Group>
        {session.exportFileName ? (
          <Alert color="green" variant="light" p="xs">
            <Stack gap={2}>
              <Anchor href={pdfSessionExportPath(session.id)} download={session.exportFileName} size="sm">
                <IconDownload size={14} aria-hidden /> Download {session.exportFileName}
              </Anchor>
              <Text size="xs">The original is kept.</Text>
            </Stack>
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">
            Exporting makes a new file; the original is kept.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
