import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Title order={1}>404 Page Not Found</Title>
      <Text c="dimmed">The page you were looking for does not exist or has moved.</Text>
      <Anchor component={Link} to="/">
        Back to home
      </Anchor>
    </Stack>
  );
}
