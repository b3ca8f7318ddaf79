import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../../ui/url-tabs";
import { PDF_SESSION_PARAM } from "../pdf-editor-paths";
import { EditorTab } from "./editor-tab";
import { PdfSessionsTab } from "./pdf-sessions-tab";
import { UploadPdfTab } from "./upload-pdf-tab";

// The spec's three tabs, in its order.
const PDF_EDITOR_TABS = [
  { value: "sessions", label: "PDF Sessions" },
  { value: "upload", label: "Upload PDF" },
  { value: "editor", label: "Editor" },
] as const;

/**
 * Spec "PDF editor (/pdf-editor)". The tab lives in the address, and the open session too
 * (`?tab=editor&session=<id>`), so a reload or a link from a matter reopens it.
 */
export function PdfEditorScreen() {
  const tabState = useUrlTab(PDF_EDITOR_TABS);
  const [searchParams] = useSearchParams();
  const [openSessionId, setOpenSessionId] = useState<string | null>(() =>
    searchParams.get(PDF_SESSION_PARAM),
  );
  const linkedSessionId = searchParams.get(PDF_SESSION_PARAM);
  // A link followed while the screen is shown (a matter's list, Back) names another session.
  if (linkedSessionId !== null && linkedSessionId !== openSessionId) setOpenSessionId(linkedSessionId);

  const openSession = (sessionId: string) => {
    setOpenSessionId(sessionId);
    tabState.showTab("editor", { [PDF_SESSION_PARAM]: sessionId });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Office suite"
        title="PDF Editor"
        description="Annotate, redact, stamp, number and rearrange PDFs; build court bundles. The original is always kept."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="sessions">
          <PdfSessionsTab
            onOpen={(session) => openSession(session.id)}
            onUpload={() => tabState.showTab("upload")}
            onDeleted={(sessionId) => {
              if (sessionId === openSessionId) setOpenSessionId(null);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <UploadPdfTab onOpen={(session) => openSession(session.id)} />
        </Tabs.Panel>
        <Tabs.Panel value="editor">
          <EditorTab
            sessionId={openSessionId}
            onShowSessions={() => tabState.showTab("sessions")}
            onUpload={() => tabState.showTab("upload")}
          />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
