import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../../ui/url-tabs";
import { useStartReadingSpreadsheet } from "../hooks/use-spreadsheets";
import { SPREADSHEET_PARAM } from "../spreadsheet-paths";
import {
  BLANK_SPREADSHEET_DRAFT,
  CreateSpreadsheetForm,
  type SpreadsheetDraft,
} from "./create-spreadsheet-form";
import { MySpreadsheetsTab } from "./my-spreadsheets-tab";
import { SpreadsheetEditorTab } from "./spreadsheet-editor-tab";
import { SpreadsheetTemplatesTab } from "./spreadsheet-templates-tab";

// The spec's three tabs, in its order, and the editor the cards open.
const SPREADSHEET_TABS = [
  { value: "spreadsheets", label: "My Spreadsheets" },
  { value: "templates", label: "Templates" },
  { value: "create", label: "Create New" },
  { value: "editor", label: "Editor" },
] as const;

/**
 * Spec "Spreadsheets (/legal-spreadsheets)". The tab lives in the address; Create New and the Editor
 * stay mounted while another tab is shown, so a draft or an open sheet survives a look at the list.
 */
export function SpreadsheetsScreen() {
  const tabState = useUrlTab(SPREADSHEET_TABS);
  const [searchParams] = useSearchParams();
  const [openSpreadsheetId, setOpenSpreadsheetId] = useState<string | null>(() =>
    searchParams.get(SPREADSHEET_PARAM),
  );
  const [draft, setDraft] = useState<{ key: number; value: SpreadsheetDraft }>({
    key: 0,
    value: BLANK_SPREADSHEET_DRAFT,
  });

  const startReading = useStartReadingSpreadsheet();
  const openSpreadsheet = (spreadsheetId: string) => {
    startReading(spreadsheetId);
    setOpenSpreadsheetId(spreadsheetId);
    tabState.showTab("editor", { [SPREADSHEET_PARAM]: spreadsheetId });
  };
  const startDraft = (value: SpreadsheetDraft) => {
    setDraft((current) => ({ key: current.key + 1, value }));
    tabState.showTab("create");
  };
  const showSpreadsheets = () => tabState.showTab("spreadsheets");

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Office suite"
        title="Legal Spreadsheets"
        description="Calculations, budgets and schedules with formulas, from scratch, a template or an Excel file."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="spreadsheets">
          <MySpreadsheetsTab
            onOpen={(spreadsheet) => openSpreadsheet(spreadsheet.id)}
            onCreate={() => startDraft(BLANK_SPREADSHEET_DRAFT)}
            onDeleted={(spreadsheetId) => {
              if (spreadsheetId === openSpreadsheetId) setOpenSpreadsheetId(null);
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <SpreadsheetTemplatesTab
            onChoose={(template) =>
              startDraft({
                title: template.title,
                type: template.type,
                template: template.key,
                templateTitle: template.title,
              })
            }
            onImported={(spreadsheet) => openSpreadsheet(spreadsheet.id)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="create" keepMounted>
          <CreateSpreadsheetForm
            key={draft.key}
            draft={draft.value}
            onCreated={() => {
              // Spec: creating a spreadsheet returns to the list with the form reset.
              setDraft((current) => ({ key: current.key + 1, value: BLANK_SPREADSHEET_DRAFT }));
              showSpreadsheets();
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="editor" keepMounted>
          <SpreadsheetEditorTab
            spreadsheetId={openSpreadsheetId}
            onClose={() => {
              setOpenSpreadsheetId(null);
              showSpreadsheets();
            }}
            onOpenSpreadsheet={openSpreadsheet}
            onShowSpreadsheets={showSpreadsheets}
            onCreate={() => tabState.showTab("create")}
          />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
