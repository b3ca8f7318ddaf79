import { ZPortalAcceptForm } from "@inkundla/shared";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { AcceptInvitationForm, InvitationProblem } from "../../../ui/accept-invitation";
import { PageLoader } from "../../../ui/page-loader";
import { useAcceptPortalInvitation, usePortalInvitation } from "../hooks/use-client-portal";

const PROBLEM_TITLE = "Client portal invitation";

/** Opened from the client portal invitation e-mail: the client's contact person sets their name and password. */
export function AcceptPortalInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const invitation = usePortalInvitation(token);
  const accept = useAcceptPortalInvitation();

  let content: ReactNode;
  if (!token) {
    content = (
      <InvitationProblem
        title={PROBLEM_TITLE}
        message="This invitation link is incomplete. Open the link in your invitation email again."
      />
    );
  } else if (accept.isSuccess) {
    content = (
      <Paper withBorder p="xl">
        <Stack gap="sm" align="center" ta="center">
          <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={1} size="h2">
            Your client portal is ready
          </Title>
          <Text c="dimmed">
            Sign in with {accept.data.email} and your new password to see {accept.data.clientName}'s matters
            with {accept.data.firmName}.
          </Text>
          <Button component={Link} to="/login?returnTo=%2Fclient-portal">
            Sign In
          </Button>
        </Stack>
      </Paper>
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
    content = (
      <AcceptInvitationForm
        schema={ZPortalAcceptForm}
        title="Client portal"
        intro={`${invitation.data.firmName} has invited you to follow ${invitation.data.clientName}'s matters on Inkundla.`}
        email={invitation.data.email}
        submitLabel="Set Password and Continue"
        submittingLabel="Setting up..."
        isSubmitting={accept.isPending}
        errorMessage={
          accept.isError
            ? (readApiErrorMessage(accept.error) ?? "Failed to accept the invitation. Please try again.")
            : null
        }
        onAccept={(values) => accept.mutate({ token, ...values })}
      />
    );
  }
  return (
    <Container size={520} px={0} py="xl">
      {content}
    </Container>
  );
}
