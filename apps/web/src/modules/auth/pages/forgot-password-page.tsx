import { type TForgotPasswordRequest, ZForgotPasswordRequest } from "@inkundla/shared";
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { isNetworkError, readApiErrorMessage } from "../../../lib/api-client";
import { GENERIC_ERROR_MESSAGE } from "../auth-messages";
import { AccountEmailField } from "../components/account-email-field";
import { useRequestPasswordReset } from "../hooks/use-password-reset";

/** "Forgot password?" from the sign-in screen: ask for a one-time link by e-mail. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<TForgotPasswordRequest, TForgotPasswordRequest>({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: schemaResolver(ZForgotPasswordRequest, { sync: true }),
    transformValues: (values) => ZForgotPasswordRequest.parse(values),
  });
  const failure = request.error
    ? (!isNetworkError(request.error) && readApiErrorMessage(request.error)) || GENERIC_ERROR_MESSAGE
    : null;

  return (
    <Container size={460} px={0} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Reset your password</Title>
          <Text c="dimmed">
            Enter the email address you sign in with. We will send you a link to choose a new password.
          </Text>
        </Stack>
        <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
          {request.data ? (
            <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title="Check your email">
              {request.data.message}{" "}
              <Anchor component={Link} to="/login" inherit>
                Back to sign in
              </Anchor>
            </Alert>
          ) : (
            <form
              noValidate
              aria-label="Ask for a password reset link"
              onSubmit={form.onSubmit((values) => request.mutate(values))}
            >
              <Stack gap="md">
                {failure ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Not Sent">
                    {failure}
                  </Alert>
                ) : null}
                <AccountEmailField form={form} />
                <Button type="submit" fullWidth disabled={request.isPending}>
                  {request.isPending ? "Sending..." : "Send Reset Link"}
                </Button>
                <Anchor component={Link} to="/login" size="sm" ta="center" underline="always">
                  Back to sign in
                </Anchor>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
