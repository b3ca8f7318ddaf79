import { AUTH_LIMITS } from "@inkundla/shared";
import type { GetInputPropsReturnType } from "@mantine/form";
import { PasswordField } from "./password-field";

type NewPasswordField = "password" | "confirmPassword";

/** The part of a Mantine form the fields need: any form with `password` and `confirmPassword`. */
interface NewPasswordForm {
  key: (path: NewPasswordField) => string;
  getInputProps: (path: NewPasswordField) => GetInputPropsReturnType;
}

/**
 * A new password and its confirmation, as sign-up, e-mail verification and password reset ask for
 * them: the length rule shown under the first, both filled in as new passwords by a password manager.
 */
export function NewPasswordFields({
  form,
  passwordLabel = "Password",
}: {
  form: NewPasswordForm;
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        description={`At least ${AUTH_LIMITS.passwordMin} characters`}
        autoComplete="new-password"
        required
        withAsterisk={false}
        maxLength={AUTH_LIMITS.passwordMax}
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        maxLength={AUTH_LIMITS.passwordMax}
        key={form.key("confirmPassword")}
        {...form.getInputProps("confirmPassword")}
      />
    </>
  );
}
