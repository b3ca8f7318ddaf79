import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconBriefcase, IconBuildingBank, IconClock, IconInfoCircle, IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import { groupModulesByArea, listLiveModules, PRODUCT_AREA_LABELS } from "../../../lib/product-modules";

// Everything below is a fixed demonstration (spec 000 §2.4): no figure here comes from real data.
const DEMO_STATS = [
  { label: "Clients", value: "47" },
  { label: "Matters", value: "89" },
  { label: "Invoices", value: "156" },
  { label: "Revenue", value: "R 1.0M" },
];

const DEMO_FOCUS = [
  { label: "Active matters", value: "23" },
  { label: "Pending invoices", value: "15" },
  { label: "Time today", value: "6.5 h" },
];

// Things a firm can do today, in the live modules.
const DEMO_ACTIONS = [
  { label: "Open a matter", icon: IconBriefcase },
  { label: "Time tracking", icon: IconClock },
  { label: "Record a trust deposit", icon: IconBuildingBank },
  { label: "Issue an invoice", icon: IconReceipt },
];

const DEMO_MATTERS = [
  { name: "Dlamini v Road Accident Fund", status: "Active", priority: "High" },
  { name: "Sithole Family Trust: estate administration", status: "In progress", priority: "Medium" },
  { name: "Naidoo Holdings: commercial lease review", status: "Awaiting client", priority: "Low" },
];

const PRIORITY_COLOURS: Record<string, string> = { High: "red", Medium: "yellow", Low: "gray" };

export function DemoPage() {
  return (
    <Stack gap="xl">
      <Alert
        variant="filled"
        color="orange"
        icon={<IconInfoCircle size={20} />}
        title="DEMO MODE"
        role="status"
        aria-label="Demo mode"
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">Every figure and matter on this page is sample data for demonstration only.</Text>
          <Anchor component={Link} to="/" c="white" fw={600} size="sm" underline="always">
            Back to home
          </Anchor>
        </Group>
      </Alert>

      <Stack gap={4}>
        <Title order={1}>Sample practice dashboard</Title>
        <Text c="dimmed">A look at Inkundla for a small firm, with made-up figures.</Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {DEMO_STATS.map((stat) => (
          <Paper key={stat.label} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {stat.label}
            </Text>
            <Text fz={28} fw={700}>
              {stat.value}
            </Text>
            <Badge size="xs" variant="light" color="orange">
              Sample
            </Badge>
          </Paper>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {DEMO_FOCUS.map((item) => (
          <Paper key={item.label} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text fz={22} fw={700}>
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Quick actions
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {DEMO_ACTIONS.map((action) => (
            <Button
              key={action.label}
              component={Link}
              to="/signup"
              variant="light"
              leftSection={<action.icon size={18} />}
              title="Start a free trial to use this"
            >
              {action.label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Recent matters
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Matter</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Priority</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DEMO_MATTERS.map((matter) => (
                  <Table.Tr key={matter.name}>
                    <Table.Td>{matter.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{matter.status}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PRIORITY_COLOURS[matter.priority]}>
                        {matter.priority}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {/* Only what a trial can use. */}
        {groupModulesByArea(listLiveModules()).map((group) => (
          <FeatureList
            key={group.area}
            title={PRODUCT_AREA_LABELS[group.area]}
            items={group.modules.map((module) => module.name)}
          />
        ))}
      </SimpleGrid>

      <Paper
        withBorder
        radius="md"
        p={{ base: "lg", sm: 40 }}
        ta="center"
        bg="var(--mantine-color-blue-light)"
      >
        <Stack gap="md" align="center">
          <Title order={2}>Like what you see?</Title>
          <Text c="dimmed">Try it with your own practice, or talk to us first.</Text>
          <Group justify="center">
            <Button component={Link} to="/signup" size="md">
              Start Free Trial
            </Button>
            <Button component={Link} to="/contact" size="md" variant="default">
              Contact Us
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function FeatureList({ title, items }: { title: string; items: string[] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          {items.map((item) => (
            <Button key={item} component={Link} to="/signup" variant="default" size="xs">
              {item}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
