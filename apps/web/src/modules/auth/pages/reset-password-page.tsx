import { type TVerifyPasswordForm, ZVerifyPasswordForm } from "@inkundla/shared";
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { isNetworkError, readApiErrorMessage } from "../../../lib/api-client";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { GENERIC_ERROR_MESSAGE } from "../auth-messages";
import { useResetPassword } from "../hooks/use-password-reset";

function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm<TVerifyPasswordForm>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: schemaResolver(ZVerifyPasswordForm, { sync: true }),
  });
  const isSubmitting = reset.isPending || reset.isSuccess;
  const failure = reset.error
    ? (!isNetworkError(reset.error) && readApiErrorMessage(reset.error)) || GENERIC_ERROR_MESSAGE
    : null;

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={form.onSubmit(({ password }) => reset.mutate({ token, password }))}
    >
      <Stack gap="md">
        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Password Not Changed"
          >
            {failure}{" "}
            <Anchor component={Link} to="/forgot-password" inherit>
              Ask for a new link
            </Anchor>
          </Alert>
        ) : null}
        <NewPasswordFields form={form} passwordLabel="New Password" />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? "Changing Password..." : "Change Password"}
        </Button>
      </Stack>
    </form>
  );
}

/** The link from the reset e-mail: choose a new password; every session of the account then ends. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";

  return (
    <Container size={460} px={0} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Choose a new password</Title>
          <Text c="dimmed">Changing it signs your account out on every device.</Text>
        </Stack>
        <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
          {token ? (
            <NewPasswordForm token={token} />
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Incomplete link">
              This reset link is missing its token. Open the whole link from the email, or{" "}
              <Anchor component={Link} to="/forgot-password" inherit>
                ask for a new one
              </Anchor>
              .
            </Alert>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
