import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { type CasePredictionDraft, EMPTY_CASE_PREDICTION_DRAFT } from "../case-prediction-form";
import { CaseAnalysisForm } from "../components/case-analysis-form";
import { MarketInsightsTab } from "../components/market-insights-tab";
import { PredictionsTab } from "../components/predictions-tab";

// The spec's three tabs, in its order.
const CASE_PREDICTION_TABS = [
  { value: "analysis", label: "Case Analysis" },
  { value: "predictions", label: "Predictions" },
  { value: "insights", label: "Market Insights" },
] as const;

/** Spec "Case prediction (/case-prediction)". The tab lives in the address (`?tab=predictions`). */
export function CasePredictionPage() {
  const tabState = useUrlTab(CASE_PREDICTION_TABS);
  // Kept here, not in the form: only the shown tab is mounted, and what was typed must survive a look elsewhere.
  const [draft, setDraft] = useState<CasePredictionDraft>(EMPTY_CASE_PREDICTION_DRAFT);
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="AI tools"
        title="Case Prediction"
        description="Estimate a case's prospects from the firm's own closed matters, saying what each figure rests on."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="analysis">
          <CaseAnalysisForm
            draft={draft}
            onDraftChange={setDraft}
            onStarted={() => tabState.showTab("predictions")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="predictions">
          <PredictionsTab onAnalyse={() => tabState.showTab("analysis")} />
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          <MarketInsightsTab />
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
