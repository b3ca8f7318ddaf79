import { COURT_LEVEL_LABELS, type TCourtIntegration } from "@inkundla/shared";
import { Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useIntegrations } from "../hooks/use-court-filing";

function ConfigureModal({
  integration,
  onClose,
}: {
  integration: TCourtIntegration | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={integration !== null}
      onClose={onClose}
      title={integration ? `Configure ${integration.name}` : ""}
    >
      {integration && (
        <Stack gap="sm">
          <Text size="sm">{integration.description}</Text>
          <Text size="sm" fw={600}>
            Courts
          </Text>
          <Text size="sm">{integration.courts.map((court) => COURT_LEVEL_LABELS[court]).join(", ")}</Text>
          <Text size="sm" fw={600}>
            How a filing goes up
          </Text>
          <List type="ordered" size="sm">
            {integration.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            There is nothing to connect: {integration.name} has no public API, so no credentials are kept
            here. When an API becomes available, its adapter will file directly and this screen will say so.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Court Integrations: each filing system's adapter as it really is. */
export function IntegrationsTab() {
  const integrations = useIntegrations();
  const [configuring, setConfiguring] = useState<TCourtIntegration | null>(null);
  if (integrations.isPending) return <ListLoading label="Loading the court systems" />;
  if (integrations.isError)
    return (
      <ListLoadError
        title="The court systems could not be loaded"
        onRetry={() => void integrations.refetch()}
      />
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {integrations.data.map((integration) => (
          <Paper key={integration.id} withBorder p="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {integration.name}
                </Title>
                <Badge color={integration.mode === "api" ? "green" : "gray"} variant="light">
                  {integration.state}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {integration.courts.map((court) => COURT_LEVEL_LABELS[court]).join(", ")}
              </Text>
              <Text size="sm">{integration.description}</Text>
              <Group justify="flex-end">
                <Button variant="light" onClick={() => setConfiguring(integration)}>
                  Configure
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ConfigureModal integration={configuring} onClose={() => setConfiguring(null)} />
    </>
  );
}
