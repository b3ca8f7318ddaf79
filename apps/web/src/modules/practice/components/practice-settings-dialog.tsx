import { Alert, Center, Divider, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useMemberRates, usePracticeSettings } from "../hooks/use-practice-settings";
import { MemberRatesTable } from "./member-rates-table";
import { PracticeSettingsForm } from "./practice-settings-form";

interface PracticeSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The firm owner's practice settings: matter references, the default rate and each member's rate. */
export function PracticeSettingsDialog({ opened, onClose }: PracticeSettingsDialogProps) {
  const settings = usePracticeSettings(opened);
  const members = useMemberRates(opened);

  return (
    <Modal opened={opened} onClose={onClose} title="Practice Settings" size="lg">
      <Stack gap="lg">
        {settings.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading practice settings" />
          </Center>
        ) : settings.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {readApiErrorMessage(settings.error) ?? "The practice settings could not be loaded."}
          </Alert>
        ) : (
          <PracticeSettingsForm settings={settings.data} />
        )}
        <Divider />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Member hourly rates
          </Title>
          <Text size="sm" c="dimmed">
            A member's own rate applies to the time they log from now on. Leave it blank to use the firm's
            default rate.
          </Text>
          {members.isPending ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label="Loading members" />
            </Center>
          ) : members.isError ? (
            <Text size="sm" c="red">
              {readApiErrorMessage(members.error) ?? "The firm's members could not be loaded."}
            </Text>
          ) : (
            <MemberRatesTable
              members={members.data}
              defaultRateCents={settings.data?.defaultHourlyRateCents ?? null}
            />
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
