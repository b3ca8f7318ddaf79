import { Anchor, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconHammer } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "./page-header";

interface ComingSoonProps {
  title: string;
  /** A short label above the heading, e.g. the name of the area the screen belongs to. */
  eyebrow?: string;
  hasHomeLink?: boolean;
}

export function ComingSoon({ title, eyebrow, hasHomeLink = false }: ComingSoonProps) {
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader eyebrow={eyebrow} title={title} />
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
