import { Badge } from "@mantine/core";

export function ReconciledBadge({ isReconciled }: { isReconciled: boolean }) {
  return (
    <Badge color={isReconciled ? "green" : "yellow"} variant="light">
      {isReconciled ? "Reconciled" : "Pending"}
    </Badge>
  );
}

export function ComplianceBadge({ isCompliant }: { isCompliant: boolean }) {
  return (
    <Badge color={isCompliant ? "green" : "red"} variant="light">
      {isCompliant ? "Compliant" : "Action Required"}
    </Badge>
  );
}
