import { type TVerifyPasswordForm, ZVerifyPasswordForm } from "@inkundla/shared";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { isNetworkError, readApiErrorMessage } from "../../../lib/api-client";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { GENERIC_ERROR_MESSAGE } from "../auth-messages";
import { useVerifySignup } from "../hooks/use-verify-signup";

export function VerifyPasswordForm({ token }: { token: string }) {
  const verify = useVerifySignup();
  const form = useForm<TVerifyPasswordForm>({
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate: schemaResolver(ZVerifyPasswordForm, { sync: true }),
  });
  const isSubmitting = verify.isPending || verify.isSuccess;
  const failure = verify.error
    ? (!isNetworkError(verify.error) && readApiErrorMessage(verify.error)) || GENERIC_ERROR_MESSAGE
    : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) => verify.mutate({ token, password }))}
      aria-label="Set your password"
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Verification Failed">
            {failure}{" "}
            <Anchor component={Link} to="/login" inherit>
              Go to sign in
            </Anchor>
          </Alert>
        ) : null}
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? "Setting Password..." : "Verify and Set Password"}
        </Button>
      </Stack>
    </form>
  );
}
