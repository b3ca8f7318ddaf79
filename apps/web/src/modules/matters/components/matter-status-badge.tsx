import { MATTER_STATUS_COLORS, MATTER_STATUS_LABELS, type TMatterStatus } from "@inkundla/shared";
import { Badge } from "@mantine/core";

export function MatterStatusBadge({ status }: { status: TMatterStatus }) {
  return (
    <Badge color={MATTER_STATUS_COLORS[status]} variant="light">
      {MATTER_STATUS_LABELS[status]}
    </Badge>
  );
}
