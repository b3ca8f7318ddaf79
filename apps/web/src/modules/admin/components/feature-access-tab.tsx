import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { listProductModules, PRODUCT_AREA_LABELS } from "../../../lib/product-modules";

const ADMIN_PAGES = [
  { label: "Pricing", href: "/pricing" },
  { label: "Profile", href: "/profile" },
];

/**
 * Spec §2.10's way to the feature screens. The platform admin belongs to no firm, so the firm's screens
 * are not theirs to open; this lists each module with the path firms use and whether it is live yet.
 */
export function FeatureAccessTab() {
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Pages you can open
          </Title>
          <Group gap="lg">
            {ADMIN_PAGES.map((page) => (
              <Anchor key={page.href} component={Link} to={page.href} size="sm">
                {page.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Card>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Modules
        </Title>
        <Text size="sm" c="dimmed">
          What firms can use. A module that is coming soon shows firms a "Coming soon" screen, and the landing
          and pricing pages leave it out until it is live.
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped aria-label="Modules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Module</Table.Th>
                <Table.Th scope="col">Area</Table.Th>
                <Table.Th scope="col">Screen</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listProductModules().map((module) => (
                <Table.Tr key={module.id}>
                  <Table.Th scope="row" fw={500}>
                    {module.name}
                  </Table.Th>
                  <Table.Td>{PRODUCT_AREA_LABELS[module.area]}</Table.Td>
                  <Table.Td>
                    <Text span size="sm" ff="monospace">
                      {module.path ?? "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {module.isLive ? (
                      <Badge variant="light" color="teal">
                        Live
                      </Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Coming soon
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
