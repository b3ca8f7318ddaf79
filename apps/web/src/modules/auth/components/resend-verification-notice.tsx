import { ZResendVerificationRequest } from "@inkundla/shared";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { isNetworkError, readApiErrorCode, readApiErrorMessage } from "../../../lib/api-client";
import { GENERIC_ERROR_MESSAGE } from "../auth-messages";
import { useResendVerification } from "../hooks/use-resend-verification";

/**
 * Shown under the sign-in form when the server says the address still needs verifying: offers to
 * send the e-mailed link again to the address typed. The outcome is shown here rather than as a
 * notice, because the sign-in failure notice is still on screen (one notice at a time).
 */
export function ResendVerificationNotice({ signInError, email }: { signInError: unknown; email: string }) {
  const resend = useResendVerification();
  if (readApiErrorCode(signInError) !== "email_not_verified") return null;
  const parsedEmail = ZResendVerificationRequest.safeParse({ email });
  const failure = resend.error
    ? (!isNetworkError(resend.error) && readApiErrorMessage(resend.error)) || GENERIC_ERROR_MESSAGE
    : null;

  return (
    <Alert color="yellow" variant="light" icon={<IconMailForward size={18} />} title="Verify your email">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{readApiErrorMessage(signInError)}</Text>
        <Button
          size="xs"
          variant="light"
          disabled={!parsedEmail.success || resend.isPending}
          onClick={() => parsedEmail.success && resend.mutate(parsedEmail.data)}
        >
          {resend.isPending ? "Sending..." : "Send verification email again"}
        </Button>
        <div role="status" aria-live="polite">
          {resend.isSuccess ? (
            <Text size="sm" c="green.8">
              {resend.data.message}
            </Text>
          ) : null}
          {failure ? (
            <Text size="sm" c="red.8">
              {failure}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Alert>
  );
}
