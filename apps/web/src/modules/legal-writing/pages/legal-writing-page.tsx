import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { ComposeDocumentForm } from "../components/compose-document-form";
import { GeneratedDocumentsTab } from "../components/generated-documents-tab";
import { TemplatesTab } from "../components/templates-tab";
import { EMPTY_LEGAL_WRITING_DRAFT, type LegalWritingDraft } from "../legal-writing-form";

// The spec's three tabs, in its order.
const LEGAL_WRITING_TABS = [
  { value: "compose", label: "Compose Document" },
  { value: "documents", label: "Generated Documents" },
  { value: "templates", label: "Templates & Examples" },
] as const;

/** Spec "Legal writing (/legal-writing)". The tab lives in the address (`?tab=documents`). */
export function LegalWritingPage() {
  const tabState = useUrlTab(LEGAL_WRITING_TABS);
  // Kept here, not in the form: only the shown tab is mounted, and a type chosen on Templates & Examples
  // (or text typed before looking at them) must be there on coming back to Compose.
  const [draft, setDraft] = useState<LegalWritingDraft>(EMPTY_LEGAL_WRITING_DRAFT);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="AI tools"
        title="Legal Writing"
        description="Draft opinions, affidavits, heads of argument and letters with South African authority."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="compose">
          <ComposeDocumentForm
            draft={draft}
            onDraftChange={setDraft}
            onStarted={() => tabState.showTab("documents")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <GeneratedDocumentsTab onCompose={() => tabState.showTab("compose")} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesTab
            onUseType={(documentType) => {
              setDraft((current) => ({ ...current, documentType }));
              tabState.showTab("compose");
            }}
          />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
