import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import {
  BLANK_DRAFT,
  CreateDocumentForm,
  type DocumentDraft,
} from "../word-processor/components/create-document-form";
import { EditorTab } from "../word-processor/components/editor-tab";
import { MyDocumentsTab } from "../word-processor/components/my-documents-tab";
import { TemplatesTab } from "../word-processor/components/templates-tab";

// The spec's four tabs, in its order.
const WORD_PROCESSOR_TABS = [
  { value: "documents", label: "My Documents" },
  { value: "templates", label: "Templates" },
  { value: "create", label: "Create New" },
  { value: "editor", label: "Editor" },
] as const;

/** The address parameter naming the open document (`?tab=editor&document=<id>`), so a reload reopens it. */
const DOCUMENT_PARAM = "document";

/**
 * Spec "Legal word processor (/legal-word-processor)". The tab lives in the address; Create New and
 * the Editor stay mounted while another tab is shown, so a draft or an open document (and its undo
 * history) survives a look at My Documents.
 */
export function WordProcessorPage() {
  const tabState = useUrlTab(WORD_PROCESSOR_TABS);
  const [searchParams] = useSearchParams();
  const [openDocumentId, setOpenDocumentId] = useState<string | null>(() => searchParams.get(DOCUMENT_PARAM));
  const [draft, setDraft] = useState<{ key: number; value: DocumentDraft }>({ key: 0, value: BLANK_DRAFT });

  const openDocument = (documentId: string) => {
    setOpenDocumentId(documentId);
    tabState.showTab("editor", { [DOCUMENT_PARAM]: documentId });
  };
  const startDraft = (value: DocumentDraft) => {
    setDraft((current) => ({ key: current.key + 1, value }));
    tabState.showTab("create");
  };
  const showDocuments = () => tabState.showTab("documents");

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Office suite"
        title="Legal Word Processor"
        description="Draft, edit and version the firm's documents, from scratch, a template or a Word file."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="documents">
          <MyDocumentsTab
            onOpen={(document) => openDocument(document.id)}
            onCreate={() => startDraft(BLANK_DRAFT)}
            onDeleted={(documentId) => {
              if (documentId === openDocumentId) setOpenDocumentId(null);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesTab
            onChoose={(template) =>
              startDraft({
                title: template.name,
                type: template.documentType,
                template: template.key,
                content: template.content,
              })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="create" keepMounted>
          <CreateDocumentForm
            key={draft.key}
            draft={draft.value}
            onCreated={() => {
              setDraft((current) => ({ key: current.key + 1, value: BLANK_DRAFT }));
              showDocuments();
            }}
            onImported={(document) => {
              setDraft((current) => ({ key: current.key + 1, value: BLANK_DRAFT }));
              openDocument(document.id);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="editor" keepMounted>
          <EditorTab
            documentId={openDocumentId}
            onClose={() => {
              setOpenDocumentId(null);
              showDocuments();
            }}
            onOpenDocument={openDocument}
            onShowDocuments={showDocuments}
            onCreate={() => tabState.showTab("create")}
          />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
