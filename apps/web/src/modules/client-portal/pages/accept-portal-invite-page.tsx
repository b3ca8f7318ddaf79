import {
  AUTH_LIMITS,
  type TPortalAcceptForm,
  type TPortalInvitationPreview,
  ZPortalAcceptForm,
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
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { PageLoader } from "../../../ui/page-loader";
import { useAcceptPortalInvitation, usePortalInvitation } from "../hooks/use-client-portal";

const EMPTY_FORM: TPortalAcceptForm = { firstName: "", lastName: "", password: "", confirmPassword: "" };

/** Opened from the client portal invitation e-mail: the client's contact person sets their name and password. */
export function AcceptPortalInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const invitation = usePortalInvitation(token);
  const accept = useAcceptPortalInvitation();

  let content: ReactNode;
  if (!token) {
    content = (
      <Problem message="This invitation link is incomplete. Open the link in your invitation email again." />
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
      <Problem
        message={
          readApiErrorMessage(invitation.error) ??
          "We could not open this invitation. Please try again later."
        }
      />
    );
  } else {
    content = (
      <AcceptForm
        invitation={invitation.data}
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

function AcceptForm({
  invitation,
  isSubmitting,
  errorMessage,
  onAccept,
}: {
  invitation: TPortalInvitationPreview;
  isSubmitting: boolean;
  errorMessage: string | null;
  onAccept: (values: { firstName: string; lastName: string; password: string }) => void;
}) {
  const form = useForm<TPortalAcceptForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_FORM,
    validate: schemaResolver(ZPortalAcceptForm, { sync: true }),
  });
  const submit = (values: TPortalAcceptForm) => {
    if (values.password !== values.confirmPassword) {
      form.setFieldError("confirmPassword", "Passwords do not match");
      return;
    }
    const { confirmPassword: _confirmation, ...request } = ZPortalAcceptForm.parse(values);
    onAccept(request);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1}>Client portal</Title>
        <Text c="dimmed">
          {invitation.firmName} has invited you to follow {invitation.clientName}'s matters on Inkundla.
        </Text>
      </Stack>
      <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
        <form noValidate onSubmit={form.onSubmit(submit)}>
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
            <NewPasswordFields form={form} />
            {errorMessage ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {errorMessage}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={isSubmitting}>
              {isSubmitting ? "Setting up..." : "Set Password and Continue"}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Title order={1} ta="center">
        Client portal invitation
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
