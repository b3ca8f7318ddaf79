import { formatPlanPrice, type TAdminPlan } from "@inkundla/shared";
import { Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { describeMatterLimit, describeUserLimit } from "../../pricing";
import { useAdminPlans } from "../hooks/use-admin-plans";
import { PlanFormDialog } from "./plan-form-dialog";

type DialogState = { plan: TAdminPlan | null } | null;

export function PlansTab() {
  const plansQuery = useAdminPlans();
  const [dialog, setDialog] = useState<DialogState>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Subscribers are the firms on a plan now. Inactive plans are not offered, but their firms keep them.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ plan: null })}>
          Create Plan
        </Button>
      </Group>

      {plansQuery.isPending ? (
        <ListLoading label="Loading plans" />
      ) : plansQuery.isError ? (
        <ListLoadError title="Plans could not be loaded" onRetry={() => void plansQuery.refetch()} />
      ) : plansQuery.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">No plans yet. Create the first one.</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Subscription plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Limits</Table.Th>
                <Table.Th>Subscribers</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plansQuery.data.map((plan) => (
                <Table.Tr key={plan.id} data-testid="admin-plan-row">
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {plan.name}
                      </Text>
                      {plan.popular ? (
                        <Badge size="xs" variant="light">
                          Most Popular
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {plan.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {formatPlanPrice(plan.priceCents)}
                      {plan.priceCents === null ? "" : " /month"}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" lineClamp={2}>
                      {plan.description || "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">Users: {describeUserLimit(plan.userLimit)}</Text>
                    <Text size="xs">Matters: {describeMatterLimit(plan.activeMatterLimit)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {plan.subscribers.toLocaleString("en-ZA")}
                      {plan.maxSubscribers === null
                        ? ""
                        : ` / ${plan.maxSubscribers.toLocaleString("en-ZA")}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={plan.active ? "teal" : "gray"}>
                      {plan.active ? "Active" : "Inactive"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setDialog({ plan })}
                      aria-label={`Edit ${plan.name}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <PlanFormDialog opened={dialog !== null} plan={dialog?.plan ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
