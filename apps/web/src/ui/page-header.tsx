import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  /** A short label above the heading, e.g. the area the screen belongs to ("Core operations"). */
  eyebrow?: string;
  /** One line under the heading on what the screen is for. */
  description?: ReactNode;
}

/** The heading block at the top of a screen: the eyebrow, the page's one `h1`, and its description. */
export function PageHeader({ title, eyebrow, description }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {eyebrow ? (
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
