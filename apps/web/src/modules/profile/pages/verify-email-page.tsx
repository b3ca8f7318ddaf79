import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth";
import { useConfirmEmailChange } from "../hooks/use-confirm-email-change";
import { describeFailure } from "../profile-messages";

/** Opened from the link e-mailed to a new address: confirming it makes it the sign-in address. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const { user } = useCurrentUser();
  const confirmMutation = useConfirmEmailChange();
  const { mutate } = confirmMutation;
  // The link is used up on the first request; React's development double effect must not send a second.
  const hasRequested = useRef(false);

  useEffect(() => {
    if (!token || hasRequested.current) return;
    hasRequested.current = true;
    mutate(token);
  }, [token, mutate]);

  const nextLink = user ? (
    <Anchor component={Link} to="/profile">
      Go to your profile
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login">
      Sign in
    </Anchor>
  );

  let content: ReactNode;
  if (!token) {
    content = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title="Incomplete link"
      >
        This link is missing its code. Open the whole link from the email, or change your email address on
        your profile again to get a new one.
      </Alert>
    );
  } else if (confirmMutation.isSuccess) {
    content = (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title="Email address changed"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            You now sign in with <strong>{confirmMutation.data.email}</strong>.
          </Text>
          {nextLink}
        </Stack>
      </Alert>
    );
  } else if (confirmMutation.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title="Could not confirm"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeFailure(confirmMutation.error, "This link could not be used.")}</Text>
          {nextLink}
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack align="center" gap="sm" py="md">
        <Loader aria-label="Confirming" />
        <Text c="dimmed">Confirming your new email address...</Text>
      </Stack>
    );
  }

  return (
    <Container size={520} px={0} py="xl">
      <Stack gap="lg">
        <Title order={1} ta="center">
          Confirm your email address
        </Title>
        <Paper withBorder p={{ base: "md", xs: "xl" }}>
          {content}
        </Paper>
      </Stack>
    </Container>
  );
}
