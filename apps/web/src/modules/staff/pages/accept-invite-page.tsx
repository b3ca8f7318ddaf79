import {
  AUTH_LIMITS,
  labelStaffRole,
  type TStaffAcceptForm,
  type TStaffInvitationPreview,
  ZStaffAcceptForm,
} from "@inkundla/shared";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { PageLoader } from "../../../ui/page-loader";
import { PasswordField } from "../../../ui/password-field";
import { useCurrentUser } from "../../auth";
import { useAcceptInvitation, useInvitation } from "../hooks/use-invitation";

const EMPTY_ACCEPT_FORM: TStaffAcceptForm = {
  firstName: "",
  lastName: "",
  password: "",
  confirmPassword: "",
};

/** Opened from the invitation e-mail, signed in or out: the invited person sets their name and password. */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const invitation = useInvitation(token);
  const acceptMutation = useAcceptInvitation();

  let content: ReactNode;
  if (!token) {
    content = (
      <InvitationProblem message="This invitation link is incomplete. Open the link in your invitation email again." />
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
        message={
          readApiErrorMessage(invitation.error) ??
          "We could not open this invitation. Please try again later."
        }
      />
    );
  } else {
    content = (
      <AcceptInvitationForm
        invitation={invitation.data}
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

interface AcceptInvitationFormProps {
  invitation: TStaffInvitationPreview;
  isSubmitting: boolean;
  errorMessage: string | null;
  onAccept: (values: { firstName: string; lastName: string; password: string }) => void;
}

function AcceptInvitationForm({
  invitation,
  isSubmitting,
  errorMessage,
  onAccept,
}: AcceptInvitationFormProps) {
  const form = useForm<TStaffAcceptForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_ACCEPT_FORM,
    validate: schemaResolver(ZStaffAcceptForm, { sync: true }),
  });

  const submitAcceptance = (values: TStaffAcceptForm) => {
    if (values.password !== values.confirmPassword) {
      form.setFieldError("confirmPassword", "Passwords do not match");
      return;
    }
    const { confirmPassword: _confirmation, ...request } = ZStaffAcceptForm.parse(values);
    onAccept(request);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1}>Join {invitation.firmName}</Title>
        <Text c="dimmed">
          {invitation.invitedByName ? `${invitation.invitedByName} has invited you` : "You have been invited"}{" "}
          to join {invitation.firmName} on Inkundla as {labelStaffRole(invitation.role)}.
        </Text>
      </Stack>
      <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
        <form noValidate onSubmit={form.onSubmit(submitAcceptance)}>
          <Stack gap="md">
            <TextInput
              label="Email"
              value={invitation.email}
              readOnly
              description="You will sign in with this address."
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First Name"
                autoComplete="given-name"
                maxLength={AUTH_LIMITS.nameMax}
                key={form.key("firstName")}
                {...form.getInputProps("firstName")}
              />
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                maxLength={AUTH_LIMITS.nameMax}
                key={form.key("lastName")}
                {...form.getInputProps("lastName")}
              />
            </SimpleGrid>
            <PasswordField
              label="Password"
              description={`At least ${AUTH_LIMITS.passwordMin} characters`}
              autoComplete="new-password"
              maxLength={AUTH_LIMITS.passwordMax}
              key={form.key("password")}
              {...form.getInputProps("password")}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              maxLength={AUTH_LIMITS.passwordMax}
              key={form.key("confirmPassword")}
              {...form.getInputProps("confirmPassword")}
            />
            {errorMessage ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {errorMessage}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={isSubmitting}>
              {isSubmitting ? "Accepting..." : "Accept Invitation"}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
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

function InvitationProblem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Title order={1} ta="center">
        Invitation
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="This invitation cannot be used"
      >
        {message}
      </Alert>
      <Anchor component={Link} to="/" ta="center">
        Back to home
      </Anchor>
    </Stack>
  );
}
