import { formatDateTime, type TContractAnalysis } from "@inkundla/shared";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileAnalytics } from "@tabler/icons-react";
import { Link } from "react-router";
import { AnalysisFailure, AnalysisProgress } from "./analysis-progress";
import { AnalysisSummaryFigures } from "./analysis-summary-figures";
import { ComplianceCheckList } from "./compliance-check-list";
import { ContractFindingCard } from "./contract-finding-card";
import { EngineLine } from "./engine-line";
import { RiskScoreDisplay } from "./risk-score-display";

/** The spec's Results card shows the first three findings and checks; the full report has the rest. */
const SHOWN_ON_CARD = 3;

export function contractReportPath(analysisId: string): string {
  return `/contract-review/${encodeURIComponent(analysisId)}`;
}

const STATUS_BADGES = {
  queued: { label: "Queued", color: "gray" },
  running: { label: "Analysing", color: "blue" },
  failed: { label: "Failed", color: "red" },
} as const;

function CompletedAnalysis({ analysis }: { analysis: TContractAnalysis }) {
  const findings = analysis.keyFindings.slice(0, SHOWN_ON_CARD);
  const checks = analysis.complianceChecks.slice(0, SHOWN_ON_CARD);
  const reportPath = contractReportPath(analysis.id);
  return (
    <Stack gap="md">
      {analysis.riskScore !== null ? <RiskScoreDisplay riskScore={analysis.riskScore} /> : null}
      {analysis.summary ? <AnalysisSummaryFigures summary={analysis.summary} /> : null}
      {analysis.engine ? <EngineLine engine={analysis.engine} /> : null}
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            Key findings
          </Title>
          {analysis.keyFindings.length > SHOWN_ON_CARD ? (
            <Anchor component={Link} to={reportPath} size="sm">
              View all {analysis.keyFindings.length} findings
            </Anchor>
          ) : null}
        </Group>
        {findings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No risks found against the rules applied.
          </Text>
        ) : (
          findings.map((finding) => <ContractFindingCard key={finding.id} finding={finding} />)
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Compliance checks
        </Title>
        <ComplianceCheckList checks={checks} label={`Compliance checks: ${analysis.contractTitle}`} />
      </Stack>
      <Group>
        <Button
          component={Link}
          to={reportPath}
          variant="light"
          leftSection={<IconFileAnalytics size={16} aria-hidden />}
          aria-label={`View full report: ${analysis.contractTitle}`}
        >
          View full report
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One analysis on the Results tab: its title, type and date, then what fits its status — progress while
 * it runs, the reason if it failed, the score, counts and first findings once it is done.
 */
export function ContractAnalysisCard({ analysis }: { analysis: TContractAnalysis }) {
  const statusBadge = analysis.status === "completed" ? null : STATUS_BADGES[analysis.status];
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label={analysis.contractTitle}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 200px" }}>
              {analysis.contractTitle}
            </Title>
            {statusBadge ? (
              <Badge color={statusBadge.color} variant="light">
                {statusBadge.label}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {analysis.contractType} ·{" "}
            {analysis.status === "completed"
              ? `Analysed ${formatDateTime(analysis.completedAt ?? analysis.uploadDate)}`
              : `Submitted ${formatDateTime(analysis.uploadDate)}`}
          </Text>
        </Stack>
        {analysis.status === "completed" ? (
          <CompletedAnalysis analysis={analysis} />
        ) : analysis.status === "failed" ? (
          <AnalysisFailure error={analysis.error} />
        ) : (
          <AnalysisProgress analysis={analysis} />
        )}
      </Stack>
    </Paper>
  );
}
