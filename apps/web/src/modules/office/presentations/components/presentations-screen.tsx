import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../../ui/url-tabs";
import {
  BLANK_PRESENTATION_FORM,
  CreatePresentationForm,
  type PresentationDraftForm,
} from "./create-presentation-form";
import { MyPresentationsTab } from "./my-presentations-tab";
import { PresentationEditorTab } from "./presentation-editor-tab";
import { PresentationTemplatesTab } from "./presentation-templates-tab";

// The spec's four tabs, in its order.
const PRESENTATION_TABS = [
  { value: "presentations", label: "My Presentations" },
  { value: "templates", label: "Templates" },
  { value: "create", label: "Create New" },
  { value: "editor", label: "Editor" },
] as const;

/** The address parameter naming the open deck (`?tab=editor&presentation=<id>`), so a reload reopens it. */
const PRESENTATION_PARAM = "presentation";

/**
 * Spec "Presentations (/legal-presentations)". The tab lives in the address; Create New and the Editor
 * stay mounted while another tab is shown, so a half-filled form or an open deck survives a look at
 * the list.
 */
export function PresentationsScreen() {
  const tabState = useUrlTab(PRESENTATION_TABS);
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => searchParams.get(PRESENTATION_PARAM));
  const [draft, setDraft] = useState<{ key: number; value: PresentationDraftForm }>({
    key: 0,
    value: BLANK_PRESENTATION_FORM,
  });

  const openPresentation = (presentationId: string) => {
    setOpenId(presentationId);
    tabState.showTab("editor", { [PRESENTATION_PARAM]: presentationId });
  };
  const startDraft = (value: PresentationDraftForm) => {
    setDraft((current) => ({ key: current.key + 1, value }));
    tabState.showTab("create");
  };
  const showPresentations = () => tabState.showTab("presentations");

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Office suite"
        title="Legal Presentations"
        description="Build court, client and training decks, present them full screen, and export to PowerPoint or PDF."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="presentations">
          <MyPresentationsTab
            onOpen={(presentation) => openPresentation(presentation.id)}
            onCreate={() => startDraft(BLANK_PRESENTATION_FORM)}
            onDeleted={(presentationId) => {
              if (presentationId === openId) setOpenId(null);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <PresentationTemplatesTab
            onChoose={(template) =>
              startDraft({
                title: template.name,
                type: template.presentationType,
                template: template.key,
                slideTitles: template.slides.map((slide) => slide.title),
              })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="create" keepMounted>
          <CreatePresentationForm
            key={draft.key}
            draft={draft.value}
            onCreated={() => {
              setDraft((current) => ({ key: current.key + 1, value: BLANK_PRESENTATION_FORM }));
              showPresentations();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="editor" keepMounted>
          <PresentationEditorTab
            presentationId={openId}
            onClose={() => {
              setOpenId(null);
              showPresentations();
            }}
            onOpenPresentation={openPresentation}
            onShowPresentations={showPresentations}
            onCreate={() => tabState.showTab("create")}
          />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
