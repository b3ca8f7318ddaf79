import type { TDocumentTemplateSummary } from "@inkundla/shared";
import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { AiCustomTab } from "../components/ai-custom-tab";
import { GenerateTab } from "../components/generate-tab";
import { GeneratedTab } from "../components/generated-tab";
import { TemplatesTab } from "../components/templates-tab";

// The spec's four tabs, in its order.
const DOCUMENT_AUTOMATION_TABS = [
  { value: "templates", label: "Templates" },
  { value: "generate", label: "Generate" },
  { value: "generated", label: "Generated" },
  { value: "ai", label: "AI Custom" },
] as const;

/**
 * Spec "Document automation (/document-automation)". The tab lives in the address (`?tab=generate`),
 * and a chosen template with it (`&template=letter-of-demand`), so a shared link opens it ready to fill.
 */
export function DocumentAutomationPage() {
  const tabState = useUrlTab(DOCUMENT_AUTOMATION_TABS);
  const [searchParams] = useSearchParams();
  // Kept here too: switching tabs drops the address's other parameters, not the choice.
  const [templateId, setTemplateId] = useState<string | null>(() => searchParams.get("template"));

  const chooseTemplate = (template: TDocumentTemplateSummary) => {
    setTemplateId(template.id);
    tabState.showTab("generate", { template: template.id });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="AI tools"
        title="Document Automation"
        description="Generate South African legal documents from templates filled with your clients' and matters' details."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="templates">
          <TemplatesTab onUse={chooseTemplate} />
        </Tabs.Panel>
        <Tabs.Panel value="generate">
          <GenerateTab templateId={templateId} onChooseTemplate={() => tabState.showTab("templates")} />
        </Tabs.Panel>
        <Tabs.Panel value="generated">
          <GeneratedTab />
        </Tabs.Panel>
        <Tabs.Panel value="ai">
          <AiCustomTab />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
