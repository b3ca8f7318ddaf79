import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function LandingPage() {
  return (
    <Container size="md" py={{ base: 48, sm: 96 }}>
      <Stack gap="xl" align="center" ta="center">
        <Stack gap="md" align="center">
          <Title order={1} fz={{ base: 40, sm: 56 }} lh={1.1}>
            Inkundla
          </Title>
          <Text size="xl" c="dimmed" maw={600}>
            Matters, trust accounting, billing and court work for South African law practices, in one secure
            place.
          </Text>
        </Stack>
        <Group justify="center" gap="md">
          <Button component={Link} to="/signup" size="lg">
            Start Free Trial
          </Button>
          <Button component={Link} to="/login" size="lg" variant="default">
            Sign In
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
