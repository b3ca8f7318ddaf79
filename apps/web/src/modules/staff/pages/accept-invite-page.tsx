import { labelStaffRole, ZStaffAcceptForm } from "@inkundla/shared";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { AcceptInvitationForm, InvitationProblem } from "../../../ui/accept-invitation";
import { PageLoader } from "../../../ui/page-loader";
import { useCurrentUser } from "../../auth";
import { useAcceptInvitation, useInvitation } from "../hooks/use-invitation";

const PROBLEM_TITLE = "Invitation";

/** Opened from the invitation e-mail, signed in or out: the invited person sets their name and password. */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const invitation = useInvitation(token);
  const acceptMutation = useAcceptInvitation();

  let content: ReactNode;
  if (!token) {
    content = (
      <InvitationProblem
        title={PROBLEM_TITLE}
        message="This invitation link is incomplete. Open the link in your invitation email again."
      />
    );
  } else if (acceptMutation.isSuccess) {
    content = (
      <InvitationAccepted firmName={acceptMutation.data.firmName} email={acceptMutation.data.email} />
    );
  } else if (invitation.isPending) {
    content = <PageLoader />;
  } else if (invitation.isError) {
    content = (
      <InvitationProblem
        title={PROBLEM_TITLE}
        message={
          readApiErrorMessage(invitation.error) ??
          "We could not open this invitation. Please try again later."
        }
      />
    );
  } else {
    const { firmName, invitedByName, role, email } = invitation.data;
    const inviter = invitedByName ? `${invitedByName} has invited you` : "You have been invited";
    content = (
      <AcceptInvitationForm
        schema={ZStaffAcceptForm}
        title={`Join ${firmName}`}
        intro={`${inviter} to join ${firmName} on Inkundla as ${labelStaffRole(role)}.`}
        email={email}
        submitLabel="Accept Invitation"
        submittingLabel="Accepting..."
        isSubmitting={acceptMutation.isPending}
        errorMessage={
          acceptMutation.isError
            ? (readApiErrorMessage(acceptMutation.error) ??
              "Failed to accept the invitation. Please try again.")
            : null
        }
        onAccept={(values) => acceptMutation.mutate({ token, ...values })}
      />
    );
  }

  return (
    <Container size={520} px={0} py="xl">
      {content}
    </Container>
  );
}

function InvitationAccepted({ firmName, email }: { firmName: string; email: string }) {
  const { user } = useCurrentUser();
  const isSignedInAsSomeoneElse = user !== null && user.email !== email;
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
        <Title order={1} size="h2">
          Welcome to {firmName}!
        </Title>
        <Text c="dimmed">Your account is ready. Sign in with {email} and your new password.</Text>
        {isSignedInAsSomeoneElse ? (
          <Text size="sm" c="dimmed">
            This browser is signed in as {user.email}. Log out first, then sign in with {email}.
          </Text>
        ) : (
          <Button component={Link} to="/login">
            Sign In
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
