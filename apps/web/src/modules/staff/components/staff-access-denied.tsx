import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";

/** Spec §2.11: what anyone but the firm owner sees at /staff. */
export function StaffAccessDenied() {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" color="red" size="xl" radius="xl" aria-hidden>
          <IconLock size={24} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Access Denied
        </Title>
        <Text c="dimmed">Only firm owners can access the staff dashboard.</Text>
        <Anchor component={Link} to="/">
          Return to Dashboard
        </Anchor>
      </Stack>
    </Paper>
  );
}
