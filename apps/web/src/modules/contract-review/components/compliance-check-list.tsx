import type { TComplianceCheck, TComplianceStatus } from "@inkundla/shared";
import { Badge, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { COMPLIANCE_STATUS_LABELS } from "../contract-review-labels";

const STATUS_ICONS: Record<TComplianceStatus, ReactNode> = {
  compliant: <IconCircleCheck size={18} />,
  non_compliant: <IconCircleX size={18} />,
  needs_review: <IconAlertTriangle size={18} />,
};

/** Compliance checks, each with its status as an icon and in words (the icon alone is no answer to a screen reader). */
export function ComplianceCheckList({
  checks,
  label,
}: {
  checks: readonly TComplianceCheck[];
  label: string;
}) {
  if (checks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No compliance checks applied to this contract.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
      {checks.map((check) => {
        const status = COMPLIANCE_STATUS_LABELS[check.status];
        return (
          <Group component="li" key={check.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={status.color} size="md" aria-hidden style={{ flexShrink: 0 }}>
              {STATUS_ICONS[check.status]}
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {check.requirement}{" "}
                <Badge component="span" size="xs" variant="light" color={status.color}>
                  {status.label}
                </Badge>
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {check.details}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
