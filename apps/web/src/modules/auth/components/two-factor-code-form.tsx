import { type TTwoFactorSignInRequest, ZTwoFactorSignInRequest } from "@inkundla/shared";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useTwoFactorSignIn } from "../hooks/use-two-factor-sign-in";

interface TwoFactorCodeFormProps {
  /** Where the session starts once the code is accepted. */
  returnPath: string;
  /** Back to the e-mail and password (the code step has timed out, or another account is wanted). */
  onBack: () => void;
}

/** The second step of signing in when the account has two-factor authentication on. */
export function TwoFactorCodeForm({ returnPath, onBack }: TwoFactorCodeFormProps) {
  const codeMutation = useTwoFactorSignIn(returnPath);
  const form = useForm<TTwoFactorSignInRequest>({
    mode: "uncontrolled",
    initialValues: { code: "" },
    validate: schemaResolver(ZTwoFactorSignInRequest, { sync: true }),
  });
  const isSubmitting = codeMutation.isPending || codeMutation.isSuccess;

  return (
    <form noValidate onSubmit={form.onSubmit((request) => codeMutation.mutate(request))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your account has two-factor authentication turned on. Enter the 6-digit code from your authenticator
          app, or one of your recovery codes.
        </Text>
        <TextInput
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          withAsterisk={false}
          maxLength={32}
          key={form.key("code")}
          {...form.getInputProps("code")}
        />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? "Verifying..." : "Verify"}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={isSubmitting}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
