import { Group, Text } from "@mantine/core";
import { IconCpu } from "@tabler/icons-react";

/** Which engine made a result ("Rule-based analysis — no language model configured"), so it is weighed accordingly. */
export function EngineLine({ engine, verb = "Analysed by" }: { engine: string; verb?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCpu size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        {verb}:{" "}
        <Text span inherit fw={600}>
          {engine}
        </Text>
      </Text>
    </Group>
  );
}
