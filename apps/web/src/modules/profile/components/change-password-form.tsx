import { AUTH_LIMITS, type TChangePasswordForm, ZChangePasswordForm } from "@inkundla/shared";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PasswordField } from "../../../ui/password-field";
import { useChangePassword } from "../hooks/use-change-password";

const EMPTY_FORM: TChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const passwordMutation = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_FORM,
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
  });

  return (
    <form
      noValidate
      aria-labelledby="change-password-title"
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
        passwordMutation.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} id="change-password-title">
            Change Password
          </Title>
          <Text size="sm" c="dimmed">
            At least {AUTH_LIMITS.passwordMin} characters. Changing it signs you out on every other device.
          </Text>
        </Stack>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.passwordMax}
          key={form.key("currentPassword")}
          {...form.getInputProps("currentPassword")}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          maxLength={AUTH_LIMITS.passwordMax}
          key={form.key("newPassword")}
          {...form.getInputProps("newPassword")}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          maxLength={AUTH_LIMITS.passwordMax}
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={passwordMutation.isPending}>
            {passwordMutation.isPending ? "Updating..." : "Update Password"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
