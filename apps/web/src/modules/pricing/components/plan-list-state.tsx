import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** Placeholder cards while the plans load. */
export function PlanCardsSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: count }} spacing="lg" aria-busy="true" aria-label="Loading plans">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Card key={index} withBorder padding="lg">
          <Stack gap="sm">
            <Skeleton height={22} width="50%" />
            <Skeleton height={12} />
            <Skeleton height={32} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={36} mt="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function PlansLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Plans could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
