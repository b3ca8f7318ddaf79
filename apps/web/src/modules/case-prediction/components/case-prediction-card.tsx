import {
  formatCents,
  formatDateTime,
  type TCasePrediction,
  type TCasePredictionRecord,
} from "@inkundla/shared";
import { Alert, Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { EngineLine } from "../../contract-review";
import {
  basedOnText,
  CONFIDENCE_LABELS,
  durationText,
  IMPACT_BADGES,
  outcomeLabelOf,
  PRIORITY_BADGES,
  probabilityColorOf,
  RISK_LEVEL_BADGES,
} from "../case-prediction-labels";

/** The spec's card shows up to 4 key factors, 3 similar cases and 3 recommendations. */
const KEY_FACTORS_SHOWN = 4;
const SIMILAR_CASES_SHOWN = 3;
const RECOMMENDATIONS_SHOWN = 3;

const STATUS_BADGES = {
  queued: { label: "Queued", color: "gray", progress: "Waiting to start" },
  running: { label: "Analysing", color: "blue", progress: "Comparing with the firm's closed matters" },
} as const;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function SuccessProbability({ prediction }: { prediction: TCasePrediction }) {
  const color = probabilityColorOf(prediction.successProbability);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text size="sm" c="dimmed">
          Success probability
        </Text>
        {/* The colour's readable text shade (the theme darkens it for the light scheme). */}
        <Text
          fz={32}
          fw={700}
          lh={1}
          c={`var(--mantine-color-${color}-light-color)`}
          data-probability-color={color}
        >
          {prediction.successProbability}%
        </Text>
        <Badge color="gray" variant="light">
          {CONFIDENCE_LABELS[prediction.confidenceLevel]}
        </Badge>
        <Text size="sm" c="dimmed">
          {basedOnText(prediction.basis.comparableMatters)}
        </Text>
      </Group>
      <Progress
        value={prediction.successProbability}
        color={color}
        aria-label={`Success probability ${prediction.successProbability}%`}
      />
    </Stack>
  );
}

function CompletedPrediction({
  record,
  prediction,
}: {
  record: TCasePredictionRecord;
  prediction: TCasePrediction;
}) {
  const risk = RISK_LEVEL_BADGES[prediction.riskAssessment.level];
  const similarCases = prediction.similarCases.slice(0, SIMILAR_CASES_SHOWN);
  return (
    <Stack gap="md">
      <SuccessProbability prediction={prediction} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label="Estimated duration">{durationText(prediction.estimatedDuration)}</Figure>
        <Figure label="Estimated cost (median)">
          {prediction.estimatedCosts ? formatCents(prediction.estimatedCosts.medium) : "No time recorded"}
        </Figure>
        <Figure label="Similar cases">{prediction.similarCases.length}</Figure>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Key factors
        </Title>
        {prediction.keyFactors.slice(0, KEY_FACTORS_SHOWN).map((factor) => {
          const impact = IMPACT_BADGES[factor.impact];
          return (
            <Stack key={factor.factor} gap={2} component="article" aria-label={factor.factor}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {factor.factor}
                </Text>
                <Badge color={impact.color} variant="light">
                  {impact.label}
                </Badge>
                <Text size="sm" c="dimmed">
                  Weight {factor.weight}%
                </Text>
              </Group>
              <Text size="sm">{factor.description}</Text>
            </Stack>
          );
        })}
      </Stack>

      <Stack gap="xs" component="article" aria-label="Risk assessment">
        <Group gap="xs">
          <Title order={3} size="h5">
            Risk assessment
          </Title>
          <Badge color={risk.color} variant="light">
            {risk.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Risk factors
            </Text>
            <List size="sm" spacing={2}>
              {prediction.riskAssessment.factors.map((factor) => (
                <List.Item key={factor}>{factor}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Mitigations
            </Text>
            <List size="sm" spacing={2}>
              {prediction.riskAssessment.mitigation.map((mitigation) => (
                <List.Item key={mitigation}>{mitigation}</List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Similar cases
        </Title>
        {similarCases.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comparable matters or similar judgments were found.
          </Text>
        ) : (
          similarCases.map((similar) => (
            <Group
              key={`${similar.kind}-${similar.caseRef}`}
              gap="xs"
              wrap="wrap"
              component="article"
              aria-label={similar.caseRef}
            >
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {similar.caseRef}
              </Text>
              <Text size="sm" c="dimmed">
                {[similar.court, similar.year].filter((part) => part !== null).join(" · ")}
              </Text>
              <Badge variant="light" color="blue">
                {similar.similarity}% similar
              </Badge>
              <Badge variant="outline" color="gray">
                {outcomeLabelOf(similar.outcome)}
              </Badge>
            </Group>
          ))
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Recommendations
        </Title>
        {prediction.recommendations.slice(0, RECOMMENDATIONS_SHOWN).map((recommendation) => {
          const priority = PRIORITY_BADGES[recommendation.priority];
          return (
            <Stack
              key={recommendation.recommendation}
              gap={2}
              component="article"
              aria-label={recommendation.category}
            >
              <Group gap="xs" wrap="wrap">
                <Badge color={priority.color} variant="light">
                  {priority.label}
                </Badge>
                <Badge color="gray" variant="outline">
                  {recommendation.category}
                </Badge>
                {recommendation.source === "model" ? (
                  <Badge color="violet" variant="light">
                    Model
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">{recommendation.recommendation}</Text>
              <Text size="xs" c="dimmed">
                {recommendation.rationale}
              </Text>
            </Stack>
          );
        })}
      </Stack>

      {prediction.reasoning ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Reasoning
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {prediction.reasoning}
          </Text>
        </Stack>
      ) : null}

      <Stack gap={4}>
        <Title order={3} size="h5">
          How this was worked out
        </Title>
        <Text size="xs" c="dimmed">
          {prediction.basis.method}
        </Text>
      </Stack>
      {record.engine ? <EngineLine engine={record.engine} verb="Made by" /> : null}
    </Stack>
  );
}

/**
 * One prediction on the Predictions tab: its title, type, court and date, then what fits its status —
 * progress while it is worked out, the reason if it failed, the estimate and what it rests on once done.
 */
export function CasePredictionCard({ record }: { record: TCasePredictionRecord }) {
  const unfinished =
    record.status === "queued" || record.status === "running" ? STATUS_BADGES[record.status] : null;
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label={record.caseTitle}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 200px" }}>
              {record.caseTitle}
            </Title>
            {unfinished ? (
              <Badge color={unfinished.color} variant="light">
                {unfinished.label}
              </Badge>
            ) : record.status === "failed" ? (
              <Badge color="red" variant="light">
                Failed
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[record.caseType, record.court ?? "No court named", formatDateTime(record.createdDate)].join(
              " · ",
            )}
            {record.matterReference ? ` · Matter ${record.matterReference}` : ""}
          </Text>
        </Stack>
        {record.status === "completed" && record.prediction ? (
          <CompletedPrediction record={record} prediction={record.prediction} />
        ) : record.status === "failed" ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title="Analysis failed"
          >
            {record.error ?? "The prediction stopped before it could finish. Please ask for it again."}
          </Alert>
        ) : unfinished ? (
          <Stack gap={6}>
            <Text size="sm">{unfinished.progress}…</Text>
            <Progress
              value={record.status === "running" ? 60 : 15}
              animated
              aria-label={`Prediction progress: ${unfinished.progress}`}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
