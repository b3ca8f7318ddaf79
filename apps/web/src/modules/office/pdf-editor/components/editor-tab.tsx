import type { TPdfSession } from "@inkundla/shared";
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFiles, IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { readApiErrorStatus } from "../../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useOpenedPdf } from "../hooks/use-opened-pdf";
import { usePdfSession } from "../hooks/use-pdf-sessions";
import { PdfSessionView } from "./pdf-session-view";

interface EditorTabProps {
  sessionId: string | null;
  onShowSessions: () => void;
  onUpload: () => void;
}

function NoSessionOpen({ onShowSessions, onUpload }: Omit<EditorTabProps, "sessionId">) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileTypePdf size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No PDF Open
        </Title>
        <Text size="sm" c="dimmed">
          Open a session from PDF Sessions or upload a PDF
        </Text>
        <Group gap="sm" justify="center">
          <Button variant="light" leftSection={<IconFiles size={16} aria-hidden />} onClick={onShowSessions}>
            PDF Sessions
          </Button>
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            Upload PDF
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The session's file opened for drawing, then the editor. */
function OpenedSession({ session }: { session: TPdfSession }) {
  const opened = useOpenedPdf(session.id);
  if (opened.kind === "loading") return <ListLoading label="Opening the PDF" />;
  if (opened.kind === "failed")
    return <ListLoadError title="The PDF could not be opened" onRetry={opened.retry} />;
  return <PdfSessionView session={session} pdf={opened.pdf} />;
}

/** Editor: the open session, or a prompt to choose or upload one. */
export function EditorTab({ sessionId, onShowSessions, onUpload }: EditorTabProps) {
  const session = usePdfSession(sessionId);
  if (sessionId === null) return <NoSessionOpen onShowSessions={onShowSessions} onUpload={onUpload} />;
  if (session.isPending) return <ListLoading label="Loading the PDF session" />;
  if (session.isError) {
    const isMissing = readApiErrorStatus(session.error) === 404;
    return (
      <ListLoadError
        title={
          isMissing
            ? "This PDF session no longer exists, or you may not open it"
            : "The PDF session could not be loaded"
        }
        onRetry={() => void session.refetch()}
      />
    );
  }
  // A fresh editing session (base version, tools, search) for each session opened.
  return <OpenedSession key={session.data.id} session={session.data} />;
}
