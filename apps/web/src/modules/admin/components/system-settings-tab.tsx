import { type TSystemSettings, ZSystemSettings } from "@inkundla/shared";
import { Button, NumberInput, Paper, Stack, Switch, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useSaveSystemSettings, useSystemSettings } from "../hooks/use-system-settings";

export function SystemSettingsTab() {
  const settingsQuery = useSystemSettings();
  if (settingsQuery.isPending) {
    return <ListLoading label="Loading settings" />;
  }
  if (settingsQuery.isError) {
    return (
      <ListLoadError title="Settings could not be loaded" onRetry={() => void settingsQuery.refetch()} />
    );
  }
  return <SystemSettingsForm saved={settingsQuery.data} />;
}

function SystemSettingsForm({ saved }: { saved: TSystemSettings }) {
  const saveSettings = useSaveSystemSettings();
  const form = useForm<TSystemSettings>({
    mode: "uncontrolled",
    initialValues: saved,
    validate: schemaResolver(ZSystemSettings, { sync: true }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved values only when they change.
  useEffect(() => {
    form.setInitialValues(saved);
    form.setValues(saved);
  }, [saved]);

  const submit = (values: TSystemSettings) => {
    saveSettings.mutate(ZSystemSettings.parse(values), {
      onSuccess: () =>
        notifications.show({
          title: "Settings Saved",
          message: "System settings have been updated.",
          color: "green",
        }),
      onError: (error) =>
        notifications.show({
          title: "Save Failed",
          message: readApiErrorMessage(error) ?? "Failed to save the settings. Please try again.",
          color: "red",
        }),
    });
  };

  return (
    <Paper withBorder p="lg" maw={640}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="lg">
          <NumberInput
            label="Free trial length (days)"
            description="New firms get this many days free. The landing and pricing pages show the same number."
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            required
            key={form.key("trialDays")}
            {...form.getInputProps("trialDays")}
          />
          <Switch
            label="Registration is open"
            description="When closed, nobody can create an account themselves; admins can still add users."
            key={form.key("isRegistrationOpen")}
            {...form.getInputProps("isRegistrationOpen", { type: "checkbox" })}
          />
          <Text size="xs" c="dimmed">
            A change applies to firms that sign up afterwards; running trials keep their end date.
          </Text>
          <Button type="submit" disabled={saveSettings.isPending} style={{ alignSelf: "flex-start" }}>
            {saveSettings.isPending ? "Saving..." : "Save Settings"}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
