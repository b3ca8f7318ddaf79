import { Stack, Tabs } from "@mantine/core";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { AiUsagePanel } from "../components/ai-usage-panel";
import { CaseSummarizationTab } from "../components/case-summarization-tab";
import { DocumentAnalysisTab } from "../components/document-analysis-tab";
import { ResearchInsightsTab } from "../components/research-insights-tab";
import { TemplateGenerationPanel } from "../components/template-generation-panel";

// The spec's four tabs in its order.
const AI_ASSISTANT_TABS = [
  { value: "analysis", label: "Document Analysis" },
  { value: "generation", label: "Template Generation" },
  { value: "research", label: "Research Insights" },
  { value: "summarization", label: "Case Summarization" },
] as const;

/** Spec "AI assistant (/ai-assistant)". The tab lives in the address (`?tab=research`). */
export function AiAssistantPage() {
  const tabState = useUrlTab(AI_ASSISTANT_TABS);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="AI tools"
        title="AI Assistant"
        description="Answers on South African law that show the passages they rest on."
      />
      <AiUsagePanel />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="analysis">
          <DocumentAnalysisTab />
        </Tabs.Panel>
        <Tabs.Panel value="generation">
          <TemplateGenerationPanel />
        </Tabs.Panel>
        <Tabs.Panel value="research">
          <ResearchInsightsTab />
        </Tabs.Panel>
        <Tabs.Panel value="summarization">
          <CaseSummarizationTab />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
