import { AUTH_LIMITS, type TLoginRequest, ZLoginRequest } from "@inkundla/shared";
import { Anchor, Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useSearchParams } from "react-router";
import { PasswordField } from "../../../ui/password-field";
import { useSignIn } from "../hooks/use-sign-in";
import { readReturnPath } from "../return-path";
import { AccountEmailField } from "./account-email-field";
import { ResendVerificationNotice } from "./resend-verification-notice";
import { TwoFactorCodeForm } from "./two-factor-code-form";

export function SignInForm() {
  const [searchParams] = useSearchParams();
  const returnPath = readReturnPath(searchParams);
  const signInMutation = useSignIn(returnPath);
  const form = useForm<TLoginRequest, TLoginRequest>({
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(ZLoginRequest, { sync: true }),
    transformValues: (values) => ZLoginRequest.parse(values),
  });
  // A successful sign-in reloads the page; keep the button locked until it does.
  const isSubmitting = signInMutation.isPending || signInMutation.isSuccess;

  if (signInMutation.data && "twoFactorRequired" in signInMutation.data) {
    return <TwoFactorCodeForm returnPath={returnPath} onBack={() => signInMutation.reset()} />;
  }

  // Every field is required, so the labels carry no asterisks; zod shows what is missing.
  return (
    <form noValidate onSubmit={form.onSubmit((request) => signInMutation.mutate(request))}>
      <Stack gap="md">
        <AccountEmailField form={form} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={AUTH_LIMITS.passwordMax}
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm" underline="always">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? "Signing In..." : "Sign In"}
        </Button>
        <ResendVerificationNotice
          signInError={signInMutation.error}
          email={signInMutation.variables?.email ?? ""}
        />
      </Stack>
    </form>
  );
}
