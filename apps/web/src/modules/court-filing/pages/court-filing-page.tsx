import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { CaseLookupTab } from "../components/case-lookup-tab";
import { ElectronicFilingForm } from "../components/electronic-filing-form";
import { FilingDetailModal } from "../components/filing-detail-modal";
import { IntegrationsTab } from "../components/integrations-tab";
import { OverviewTab } from "../components/overview-tab";
import { PlanRequiredPanel } from "../components/plan-required-panel";
import { TemplatesTab } from "../components/templates-tab";
import { useFilingOverview } from "../hooks/use-court-filing";

// The spec's five tabs, in its order.
const COURT_FILING_TABS = [
  { value: "overview", label: "Overview" },
  { value: "filings", label: "Electronic Filings" },
  { value: "integrations", label: "Court Integrations" },
  { value: "lookup", label: "Case Lookup" },
  { value: "templates", label: "Filing Templates" },
] as const;

/** Spec "Court filing (/court-filing)". The tab lives in the address (`?tab=filings`). */
export function CourtFilingPage() {
  const tabState = useUrlTab(COURT_FILING_TABS);
  const [openFilingId, setOpenFilingId] = useState<string | null>(null);
  // The overview answers 403 when the plan lacks court filing: then no tab is shown.
  const overview = useFilingOverview();
  const isRefused = overview.isError && readApiErrorStatus(overview.error) === 403;
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Core operations"
        title="Court Filing"
        description="Prepare filing bundles for CaseLines and Court Online, and track what the court's system answered."
      />
      {isRefused ? (
        <PlanRequiredPanel message={readApiErrorMessage(overview.error)} />
      ) : (
        <UrlTabs state={tabState}>
          <Tabs.Panel value="overview">
            <OverviewTab onOpen={setOpenFilingId} onPrepare={() => tabState.showTab("filings")} />
          </Tabs.Panel>
          <Tabs.Panel value="filings">
            <ElectronicFilingForm onSubmitted={setOpenFilingId} />
          </Tabs.Panel>
          <Tabs.Panel value="integrations">
            <IntegrationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="lookup">
            <CaseLookupTab onOpen={setOpenFilingId} />
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <TemplatesTab />
          </Tabs.Panel>
        </UrlTabs>
      )}
      <FilingDetailModal filingId={openFilingId} onClose={() => setOpenFilingId(null)} />
    </Stack>
  );
}
