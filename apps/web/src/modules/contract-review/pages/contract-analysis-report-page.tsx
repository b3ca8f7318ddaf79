import { formatDateTime, type TContractAnalysisReport } from "@inkundla/shared";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { readApiErrorStatus } from "../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { AnalysisFailure, AnalysisProgress } from "../components/analysis-progress";
import { AnalysisSummaryFigures } from "../components/analysis-summary-figures";
import { ComplianceCheckList } from "../components/compliance-check-list";
import { ContractClauseList } from "../components/contract-clause-list";
import { ContractFindingCard } from "../components/contract-finding-card";
import { EngineLine } from "../components/engine-line";
import { RiskScoreDisplay } from "../components/risk-score-display";
import { contractReportDownloadPath } from "../contract-review.api";
import { useContractAnalysisReport } from "../hooks/use-contract-analyses";

function BackLink() {
  return (
    <Anchor component={Link} to="/contract-review?tab=results" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Contract review
      </Group>
    </Anchor>
  );
}

function AnalysisNotFound() {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Title order={1} size="h3">
          Analysis not found
        </Title>
        <Text size="sm" c="dimmed">
          It may have been removed, or it belongs to another firm. Find it again under Contract review.
        </Text>
      </Stack>
    </Paper>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DownloadButtons({ analysisId }: { analysisId: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      {(["pdf", "docx"] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={contractReportDownloadPath(analysisId, format)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}

function CompletedReport({ report }: { report: TContractAnalysisReport }) {
  return (
    <>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          {report.riskScore !== null ? <RiskScoreDisplay riskScore={report.riskScore} /> : null}
          {report.summary ? <AnalysisSummaryFigures summary={report.summary} /> : null}
          <DownloadButtons analysisId={report.id} />
        </Stack>
      </Paper>
      <ReportSection title={`Findings (${report.keyFindings.length})`}>
        {report.keyFindings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No risks found against the rules applied.
          </Text>
        ) : (
          report.keyFindings.map((finding) => <ContractFindingCard key={finding.id} finding={finding} />)
        )}
      </ReportSection>
      <ReportSection title={`Compliance checks (${report.complianceChecks.length})`}>
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <ComplianceCheckList checks={report.complianceChecks} label="Compliance checks" />
        </Paper>
      </ReportSection>
      <ReportSection title={`Clauses (${report.clauses.length})`}>
        <ContractClauseList clauses={report.clauses} />
      </ReportSection>
    </>
  );
}

/**
 * The full report of one analysis (`/contract-review/:analysisId`): every finding, every compliance check
 * and every clause with its categories, and the report as PDF or DOCX. Another firm's analysis is not
 * found, as the server answers 404 for it.
 */
export function ContractAnalysisReportPage() {
  const { analysisId = "" } = useParams();
  const report = useContractAnalysisReport(analysisId);

  if (report.isPending) {
    return (
      <Stack gap="lg">
        <BackLink />
        <ListLoading label="Loading the analysis" />
      </Stack>
    );
  }
  if (report.isError) {
    return (
      <Stack gap="lg">
        <BackLink />
        {readApiErrorStatus(report.error) === 404 ? (
          <AnalysisNotFound />
        ) : (
          <ListLoadError title="The analysis could not be loaded" onRetry={() => void report.refetch()} />
        )}
      </Stack>
    );
  }

  const analysis = report.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Contract review report
        </Text>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {analysis.contractTitle}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {analysis.contractType} · Submitted {formatDateTime(analysis.uploadDate)}
          {analysis.completedAt ? ` · Analysed ${formatDateTime(analysis.completedAt)}` : ""}
        </Text>
        {analysis.engine ? <EngineLine engine={analysis.engine} /> : null}
      </Stack>
      {analysis.status === "completed" ? (
        <CompletedReport report={analysis} />
      ) : analysis.status === "failed" ? (
        <AnalysisFailure error={analysis.error} />
      ) : (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <AnalysisProgress analysis={analysis} />
        </Paper>
      )}
    </Stack>
  );
}
