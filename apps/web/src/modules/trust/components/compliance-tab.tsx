import { Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconReportAnalytics } from "@tabler/icons-react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustSettings } from "../hooks/use-trust";
import { trustReportUrl } from "../trust.api";
import { ComplianceChecklist } from "./compliance-checklist";
import { AuditReports, FidelityCertificates, FinancialYearEnd } from "./compliance-records";
import { ReportDownloadButton } from "./report-download-button";
import { TrustAuditTrail } from "./trust-audit-trail";

/** The Compliance tab: the checklist, the Fund certificate, the year end, audit reports and the audit trail. */
export function ComplianceTab() {
  const settings = useTrustSettings();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Compliance Requirements
            </Title>
            <ReportDownloadButton
              url={trustReportUrl("compliance", {}, "pdf")}
              leftSection={<IconReportAnalytics size={16} />}
            >
              Generate Compliance Report
            </ReportDownloadButton>
          </Group>
          <ComplianceChecklist />
        </Stack>
      </Paper>
      {settings.isPending ? (
        <ListLoading label="Loading compliance records" />
      ) : settings.isError ? (
        <ListLoadError
          title="Compliance records could not be loaded"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FidelityCertificates settings={settings.data} />
          <Stack gap="lg">
            <FinancialYearEnd key={settings.data.financialYearEndMonth} settings={settings.data} />
            <AuditReports settings={settings.data} />
          </Stack>
        </SimpleGrid>
      )}
      <TrustAuditTrail />
    </Stack>
  );
}
