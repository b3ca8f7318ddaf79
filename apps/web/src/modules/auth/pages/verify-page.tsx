import { Alert, Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { VerifyPasswordForm } from "../components/verify-password-form";

/** The link from the sign-up e-mail: verify the address and choose the first password. */
export function VerifyPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";

  return (
    <Container size={460} px={0} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Verify your email</Title>
          <Text c="dimmed">Choose the password you will use to sign in to Inkundla.</Text>
        </Stack>
        <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
          {token ? (
            <VerifyPasswordForm token={token} />
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Incomplete link">
              This verification link is missing its token. Open the whole link from the email, or{" "}
              <Anchor component={Link} to="/login" inherit>
                ask for a new one from the sign-in screen
              </Anchor>
              .
            </Alert>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
