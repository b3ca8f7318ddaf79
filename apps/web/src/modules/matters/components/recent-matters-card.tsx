import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMatterList } from "../hooks/use-matters";
import { MattersTable } from "./matters-table";

/** Spec §4: the overview's 5 most recently active matters, with View All switching to the Matters tab. */
export function RecentMattersCard({ onViewAll }: { onViewAll: () => void }) {
  const matters = useMatterList({ limit: 5, offset: 0 });
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Recent Matters
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onViewAll}>
            View All
          </Button>
        </Group>
        {matters.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading recent matters" />
          </Center>
        ) : matters.isError ? (
          <Text size="sm" c="red">
            Recent matters could not be loaded.
          </Text>
        ) : matters.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No matters yet.
          </Text>
        ) : (
          <MattersTable matters={matters.data.items} label="Recent matters" />
        )}
      </Stack>
    </Paper>
  );
}
