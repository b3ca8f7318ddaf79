import { AUTH_LIMITS } from "@inkundla/shared";
import { TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

/** The part of a Mantine form the field needs: any form with an `email`. */
interface AccountEmailForm {
  key: (path: "email") => string;
  getInputProps: (path: "email") => GetInputPropsReturnType;
}

/**
 * The e-mail address of an account, as sign-in, registration and the password reset ask for it:
 * required, though without an asterisk, since every field of those forms is.
 */
export function AccountEmailField({ form }: { form: AccountEmailForm }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      withAsterisk={false}
      maxLength={AUTH_LIMITS.emailMax}
      key={form.key("email")}
      {...form.getInputProps("email")}
    />
  );
}
