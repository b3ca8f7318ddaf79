import { formatPlanPrice, type TPublicPlan } from "@inkundla/shared";
import { Table, Text, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { formatNameList } from "../../../lib/product-modules";
import {
  describeMatterLimit,
  describeUserLimit,
  listComingCapabilities,
  listComparedCapabilities,
  planHasCapability,
} from "../plan-comparison";

export function PlanComparisonTable({ plans }: { plans: TPublicPlan[] }) {
  const comingCapabilities = listComingCapabilities();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label="Feature comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feature</Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.code} scope="col" ta="center">
                {plan.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Monthly price
            </Table.Th>
            {plans.map((plan) => (
              <Table.Td key={plan.code} ta="center">
                {formatPlanPrice(plan.priceCents)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Users
            </Table.Th>
            {plans.map((plan) => (
              <Table.Td key={plan.code} ta="center">
                {describeUserLimit(plan.userLimit)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Active matters
            </Table.Th>
            {plans.map((plan) => (
              <Table.Td key={plan.code} ta="center">
                {describeMatterLimit(plan.activeMatterLimit)}
              </Table.Td>
            ))}
          </Table.Tr>
          {listComparedCapabilities().map((capability) => (
            <Table.Tr key={capability.label}>
              <Table.Th scope="row" fw={500}>
                {capability.label}
              </Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.code} ta="center">
                  {planHasCapability(plan, capability) ? (
                    <>
                      <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                      <VisuallyHidden>Included</VisuallyHidden>
                    </>
                  ) : (
                    <>
                      <IconMinus size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                      <VisuallyHidden>Not included</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        Prices are monthly and include VAT.
      </Text>
      {comingCapabilities.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          Coming soon: {formatNameList(comingCapabilities.map((capability) => capability.label))}.
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
