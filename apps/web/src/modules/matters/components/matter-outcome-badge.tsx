import { MATTER_OUTCOME_LABELS, type TMatterOutcome } from "@inkundla/shared";
import { Badge } from "@mantine/core";

/** Mantine colours of the outcomes: a success green, a loss red, a settlement between. */
const MATTER_OUTCOME_COLORS: Record<TMatterOutcome, string> = {
  won: "green",
  default_judgment: "green",
  settled: "teal",
  lost: "red",
  withdrawn: "gray",
  other: "gray",
};

export function MatterOutcomeBadge({ outcome }: { outcome: TMatterOutcome }) {
  return (
    <Badge color={MATTER_OUTCOME_COLORS[outcome]} variant="light">
      {MATTER_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
