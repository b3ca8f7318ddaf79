import { Badge, Group, Text } from "@mantine/core";
import { RISK_LEVEL_LABELS, riskLevelOf } from "../contract-review-labels";

/** A risk score out of 100, coloured by its level, with the level in words beside it. */
export function RiskScoreDisplay({ riskScore, size = "xl" }: { riskScore: number; size?: "lg" | "xl" }) {
  const level = RISK_LEVEL_LABELS[riskLevelOf(riskScore)];
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text size="sm" c="dimmed">
        Risk score
      </Text>
      {/* The colour's readable text shade (theme.ts darkens it for the light scheme): a bare green is 2.7:1. */}
      <Text
        fz={size === "xl" ? 32 : 24}
        fw={700}
        c={`var(--mantine-color-${level.color}-light-color)`}
        lh={1}
      >
        {riskScore}
        <Text span fz="sm" c="dimmed" fw={400}>
          /100
        </Text>
      </Text>
      <Badge color={level.color} variant="light">
        {level.label}
      </Badge>
    </Group>
  );
}
