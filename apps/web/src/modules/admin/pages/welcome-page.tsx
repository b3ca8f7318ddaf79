import { ZNewPassword } from "@inkundla/shared";
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { acceptAdminInvitation } from "../admin.api";

type WelcomeForm = { password: string; confirmPassword: string };

/** The page an Add User invitation links to: the person chooses their password, then signs in. */
export function WelcomePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const accept = useMutation({ mutationFn: acceptAdminInvitation });
  const form = useForm<WelcomeForm>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: {
      password: (value) => {
        const result = ZNewPassword.safeParse(value);
        return result.success ? null : (result.error.issues[0]?.message ?? "Password is required");
      },
      confirmPassword: (value, values) => (value === values.password ? null : "Passwords do not match"),
    },
  });

  return (
    <Container size={460} px={0} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Welcome to Inkundla</Title>
          <Text c="dimmed">Choose a password to finish setting up your account.</Text>
        </Stack>
        <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
          {!token ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Incomplete link">
              This link has no invitation code. Open the whole link from your invitation e-mail.
            </Alert>
          ) : accept.isSuccess ? (
            <Stack gap="md">
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck size={18} />}
                title="Your password is set"
              >
                You can now sign in as {accept.data.email}.
              </Alert>
              <Button component={Link} to="/login" fullWidth>
                Go to sign in
              </Button>
            </Stack>
          ) : (
            <form
              noValidate
              onSubmit={form.onSubmit((values) => accept.mutate({ token, password: values.password }))}
            >
              <Stack gap="md">
                {accept.isError ? (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle size={18} />}
                    title="Password not set"
                  >
                    {readApiErrorMessage(accept.error) ?? "Something went wrong. Please try again."}
                  </Alert>
                ) : null}
                <NewPasswordFields form={form} />
                <Button type="submit" fullWidth disabled={accept.isPending}>
                  {accept.isPending ? "Saving..." : "Set Password"}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <Anchor component={Link} to="/" size="sm" ta="center">
          Back to home
        </Anchor>
      </Stack>
    </Container>
  );
}
