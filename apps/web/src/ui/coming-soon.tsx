import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHammer } from "@tabler/icons-react";
import { Link } from "react-router";

interface ComingSoonProps {
  title: string;
  /** A short label above the heading, e.g. the name of the area the screen belongs to. */
  eyebrow?: string;
  hasHomeLink?: boolean;
}

export function ComingSoon({ title, eyebrow, hasHomeLink = false }: ComingSoonProps) {
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        {eyebrow ? (
          <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1}>{title}</Title>
      </Stack>
      <Paper withBorder p="lg">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconHammer size={20} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600}>Coming soon</Text>
          <Text c="dimmed">
            This part of Inkundla is being built. It will appear here as soon as it is ready.
          </Text>
          {hasHomeLink ? (
            <Anchor component={Link} to="/">
              Back to home
            </Anchor>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
