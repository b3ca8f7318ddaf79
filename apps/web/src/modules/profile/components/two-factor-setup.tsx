import {
  type TTwoFactorConfirmRequest,
  type TTwoFactorSetup,
  ZTwoFactorConfirmRequest,
} from "@inkundla/shared";
import {
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useConfirmTwoFactorSetup } from "../hooks/use-two-factor";
import { QrCodeImage } from "./qr-code-image";
import classes from "./two-factor-setup.module.css";

/** Groups a base32 secret in fours so it can be read out and typed without losing one's place. */
export function formatSecretForReading(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

interface TwoFactorSetupProps {
  setup: TTwoFactorSetup;
  onCancel: () => void;
}

export function TwoFactorSetup({ setup, onCancel }: TwoFactorSetupProps) {
  const confirmMutation = useConfirmTwoFactorSetup();
  const form = useForm<TTwoFactorConfirmRequest>({
    mode: "uncontrolled",
    initialValues: { code: "" },
    validate: schemaResolver(ZTwoFactorConfirmRequest, { sync: true }),
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={4}>1. Scan the QR code</Title>
        <Text size="sm" c="dimmed">
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others) and
          scan this code.
        </Text>
        <QrCodeImage value={setup.totpURI} label="QR code for your authenticator app" />
        <Text size="sm">Can't scan it? Enter this key in the app instead:</Text>
        <Group gap="xs">
          <Code fz="md" data-testid="two-factor-secret">
            {formatSecretForReading(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? "Copied" : "Copy key"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={4}>2. Save your recovery codes</Title>
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          Keep these codes somewhere safe, such as a password manager. If you lose your phone, each code signs
          you in once. They are shown only now.
        </Alert>
        <Paper withBorder p="sm">
          <Box component="ul" aria-label="Recovery codes" className={classes.recoveryCodes}>
            {setup.backupCodes.map((code) => (
              <li key={code}>
                <Code>{code}</Code>
              </li>
            ))}
          </Box>
        </Paper>
        <Group>
          <CopyButton value={setup.backupCodes.join("\n")}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? "Copied" : "Copy recovery codes"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>

      <form
        noValidate
        onSubmit={form.onSubmit((request) => confirmMutation.mutate(ZTwoFactorConfirmRequest.parse(request)))}
      >
        <Stack gap="xs">
          <Title order={4}>3. Enter the code from the app</Title>
          <TextInput
            label="Authentication code"
            description="The 6-digit code your app shows now."
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            maw={240}
            key={form.key("code")}
            {...form.getInputProps("code")}
          />
          <Group gap="sm">
            <Button type="submit" disabled={confirmMutation.isPending}>
              {confirmMutation.isPending ? "Verifying..." : "Verify and Enable"}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={confirmMutation.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
