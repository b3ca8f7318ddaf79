import { AUTH_LIMITS, type TTwoFactorPasswordRequest, ZTwoFactorPasswordRequest } from "@inkundla/shared";
import { Badge, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { PasswordField } from "../../../ui/password-field";
import { useBeginTwoFactorSetup, useDisableTwoFactor } from "../hooks/use-two-factor";
import { TwoFactorSetup } from "./two-factor-setup";

interface PasswordPromptProps {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  color?: string;
  onSubmit: (request: TTwoFactorPasswordRequest) => void;
  onCancel: () => void;
}

function PasswordPrompt({
  submitLabel,
  pendingLabel,
  isPending,
  color,
  onSubmit,
  onCancel,
}: PasswordPromptProps) {
  const form = useForm<TTwoFactorPasswordRequest>({
    mode: "uncontrolled",
    initialValues: { password: "" },
    validate: schemaResolver(ZTwoFactorPasswordRequest, { sync: true }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="sm">
        <PasswordField
          label="Password"
          description="Enter your password to confirm it is you."
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.passwordMax}
          data-autofocus
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group gap="sm">
          <Button type="submit" color={color} disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoFactorPanel({ isEnabled }: { isEnabled: boolean }) {
  const [isAskingPassword, passwordPrompt] = useDisclosure(false);
  const [isDisableOpen, disableDialog] = useDisclosure(false);
  const setupMutation = useBeginTwoFactorSetup();
  const disableMutation = useDisableTwoFactor();
  const setup = isEnabled ? undefined : setupMutation.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={3}>Two-Factor Authentication</Title>
          <Text size="sm" c="dimmed">
            Signing in then also asks for a code from an authenticator app on your phone.
          </Text>
        </Stack>
        <Badge color={isEnabled ? "green" : "gray"} variant="light" size="lg">
          {isEnabled ? "Enabled" : "Not Enabled"}
        </Badge>
      </Group>

      {isEnabled ? (
        <Group>
          <Button variant="outline" color="red" onClick={disableDialog.open}>
            Disable Two-Factor Authentication
          </Button>
        </Group>
      ) : setup ? (
        <TwoFactorSetup setup={setup} onCancel={() => setupMutation.reset()} />
      ) : isAskingPassword ? (
        <PasswordPrompt
          submitLabel="Continue"
          pendingLabel="Checking..."
          isPending={setupMutation.isPending}
          onSubmit={(request) => setupMutation.mutate(request, { onSuccess: passwordPrompt.close })}
          onCancel={passwordPrompt.close}
        />
      ) : (
        <Group>
          <Button onClick={passwordPrompt.open}>Enable Two-Factor Authentication</Button>
        </Group>
      )}

      <Modal opened={isDisableOpen} onClose={disableDialog.close} title="Disable two-factor authentication?">
        <Stack gap="md">
          <Text size="sm">
            Signing in will need only your email and password. Your recovery codes stop working.
          </Text>
          <PasswordPrompt
            submitLabel="Disable"
            pendingLabel="Disabling..."
            color="red"
            isPending={disableMutation.isPending}
            onSubmit={(request) => disableMutation.mutate(request, { onSuccess: disableDialog.close })}
            onCancel={disableDialog.close}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
