import { Stack, Tabs } from "@mantine/core";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { ContractAnalysesTab } from "../components/contract-analyses-tab";
import { ContractInsightsTab } from "../components/contract-insights-tab";
import { ContractUploadForm } from "../components/contract-upload-form";

// The spec's three tabs, in its order.
const CONTRACT_REVIEW_TABS = [
  { value: "upload", label: "Upload & Analyze" },
  { value: "results", label: "Analysis Results" },
  { value: "insights", label: "AI Insights" },
] as const;

/** Spec "Contract review (/contract-review)". The tab lives in the address (`?tab=results`). */
export function ContractReviewPage() {
  const tabState = useUrlTab(CONTRACT_REVIEW_TABS);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="AI tools"
        title="Contract Review"
        description="Find a contract's clauses and check them against South African law."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="upload">
          <ContractUploadForm onStarted={() => tabState.showTab("results")} />
        </Tabs.Panel>
        <Tabs.Panel value="results">
          <ContractAnalysesTab onUpload={() => tabState.showTab("upload")} />
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          <ContractInsightsTab />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
