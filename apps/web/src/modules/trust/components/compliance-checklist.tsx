import type { TTrustCompliance } from "@inkundla/shared";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustCompliance } from "../hooks/use-trust";
import { ComplianceBadge } from "./trust-badges";

/** The live checklist from GET /compliance: each requirement, its rule, the verdict and what to do. */
export function ComplianceChecklist() {
  const compliance = useTrustCompliance();
  if (compliance.isPending) return <ListLoading label="Loading the compliance checklist" />;
  if (compliance.isError) {
    return (
      <ListLoadError
        title="The compliance checklist could not be loaded"
        onRetry={() => void compliance.refetch()}
      />
    );
  }
  if (compliance.data.requirements.length === 0) {
    return <ListEmpty title="No requirements to check yet" hint="Open the firm's trust account to start." />;
  }
  return <RequirementList requirements={compliance.data.requirements} />;
}

function RequirementList({ requirements }: { requirements: TTrustCompliance["requirements"] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Compliance requirements"
    >
      {requirements.map((item) => (
        <Paper key={item.requirement} withBorder p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {item.requirement}
              </Text>
              <Text size="xs" c="dimmed">
                {item.rule}
              </Text>
              <Text size="sm">{item.detail}</Text>
              {item.action && !item.compliant ? (
                <Text size="sm" c="red.8">
                  {item.action}
                </Text>
              ) : null}
            </Stack>
            <ComplianceBadge isCompliant={item.compliant} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
