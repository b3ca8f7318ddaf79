import { Alert, Anchor, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { usePublicSettings } from "../../settings";
import { SignupTrialPanel } from "../components/signup-trial-panel";
import { SignupWizard } from "../components/signup-wizard";

export function SignupPage() {
  const { settings } = usePublicSettings();

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Create your firm's account</Title>
          <Text c="dimmed">Three short steps, then we email you a link to set your password.</Text>
        </Stack>
        <Group component="nav" aria-label="Sign-up" gap="lg">
          <Anchor component={Link} to="/login">
            Log In
          </Anchor>
          <Anchor component={Link} to="/pricing">
            Pricing
          </Anchor>
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
            {settings.isRegistrationOpen ? (
              <SignupWizard />
            ) : (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconLock size={18} />}
                title="Registration is closed"
              >
                New accounts cannot be created at the moment. If your firm already uses Inkundla, ask its
                owner for an invitation, or{" "}
                <Anchor component={Link} to="/login" inherit>
                  sign in
                </Anchor>
                .
              </Alert>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SignupTrialPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
