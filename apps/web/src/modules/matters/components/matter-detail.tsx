import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled figure of a matter, as its overview lists them. */
export function MatterDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
