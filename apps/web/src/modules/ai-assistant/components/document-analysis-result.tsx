import type { TDocumentAnalysis } from "@inkundla/shared";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ContractFindingCard, EngineLine, RiskScoreDisplay } from "../../contract-review";

/** A document's analysis: its risk score and assessment, each issue as a finding, and what to do. */
export function DocumentAnalysisResult({ analysis }: { analysis: TDocumentAnalysis }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Risk Assessment
          </Title>
          <RiskScoreDisplay riskScore={analysis.riskScore} />
          <Text style={{ overflowWrap: "anywhere" }}>{analysis.riskAssessment}</Text>
          <Text size="sm" c="dimmed">
            {analysis.totalClauses} {analysis.totalClauses === 1 ? "clause" : "clauses"} read.
          </Text>
          <EngineLine engine={analysis.engine} />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack component="section" gap="sm" aria-label="Key Issues">
          <Title order={2} size="h3">
            Key Issues
          </Title>
          {analysis.issues.length === 0 ? (
            <Text size="sm" c="dimmed">
              No issues found against the rules applied.
            </Text>
          ) : (
            analysis.issues.map((issue) => <ContractFindingCard key={issue.id} finding={issue} />)
          )}
        </Stack>
        <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label="Recommendations">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recommendations
            </Title>
            {analysis.recommendations.length === 0 ? (
              <Text size="sm" c="dimmed">
                No recommendations for this text.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} pl="md">
                {analysis.recommendations.map((recommendation, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two may read alike, and an answer never reorders them.
                  <li key={`${index}-${recommendation}`}>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {recommendation}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
