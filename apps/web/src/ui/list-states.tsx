import { Alert, Button, Center, Loader, Paper, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A list still loading: a small spinner named for screen readers, e.g. "Loading clients". */
export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
}

/** A list that could not be loaded, with a way to ask again. */
export function ListLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A list with nothing in it: what is missing, and what to do next. */
export function ListEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}
