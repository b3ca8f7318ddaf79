import {
  DEFAULT_ENTITY_SETTINGS,
  ENTITY_COUNTRY,
  ENTITY_LIMITS,
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  SOUTH_AFRICAN_PROVINCES,
  type TEntitySettings,
  type TEntitySettingsInput,
  ZEntitySettings,
} from "@inkundla/shared";
import { Button, Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useAdminEntitySettings, useSaveEntitySettings } from "../../entity-settings";

const PHONE_PLACEHOLDER = "+27 XX XXX XXXX";
const MARKDOWN_HINT =
  "Markdown: ## headings, **bold**, - lists, [links](https://…). Empty: the default text is shown.";

export function EntitySettingsTab() {
  const { settings, isLoading, isError, refetch } = useAdminEntitySettings();
  if (isLoading) {
    return <ListLoading label="Loading entity settings" />;
  }
  if (isError) {
    return <ListLoadError title="Settings could not be loaded" onRetry={() => void refetch()} />;
  }
  // Until the first save the public defaults are shown, ready to be replaced.
  return <EntitySettingsForm saved={settings ?? DEFAULT_ENTITY_SETTINGS} />;
}

function EntitySettingsForm({ saved }: { saved: TEntitySettings }) {
  const saveSettings = useSaveEntitySettings();
  const form = useForm<TEntitySettingsInput>({
    mode: "uncontrolled",
    initialValues: saved,
    validate: schemaResolver(ZEntitySettings, { sync: true }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved values only when they change.
  useEffect(() => {
    form.setInitialValues(saved);
    form.setValues(saved);
  }, [saved]);

  const submit = (values: TEntitySettingsInput) => {
    saveSettings.mutate(values, {
      onSuccess: () =>
        notifications.show({
          title: "Entity Settings Saved",
          message: "The footer, contact and legal pages now show these details.",
          color: "green",
        }),
      onError: (error) =>
        notifications.show({
          title: "Save Failed",
          message: readApiErrorMessage(error) ?? "Failed to save the entity settings. Please try again.",
          color: "red",
        }),
    });
  };

  const text = (name: keyof TEntitySettingsInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} key={form.key(name)} {...form.getInputProps(name)} {...extra} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg" maw={960}>
        <Fieldset legend="Organisation">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Entity type"
              allowDeselect={false}
              data={ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }))}
              key={form.key("entityType")}
              {...form.getInputProps("entityType")}
            />
            {text("entityName", "Entity name", { required: true, maxLength: ENTITY_LIMITS.nameMax })}
            {text("legalName", "Legal name", { maxLength: ENTITY_LIMITS.nameMax })}
            {text("registrationNumber", "Registration number", { maxLength: ENTITY_LIMITS.numberMax })}
            {text("taxNumber", "Tax number", { maxLength: ENTITY_LIMITS.numberMax })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text("primaryEmail", "Primary email", {
              type: "email",
              required: true,
              maxLength: ENTITY_LIMITS.emailMax,
            })}
            {text("supportEmail", "Support email", {
              type: "email",
              maxLength: ENTITY_LIMITS.emailMax,
              description: "Shown in the footer; contact-form messages go here.",
            })}
            {text("phonePrimary", "Primary phone", {
              type: "tel",
              required: true,
              placeholder: PHONE_PLACEHOLDER,
            })}
            {text("phoneSupport", "Support phone", { type: "tel", placeholder: PHONE_PLACEHOLDER })}
            {text("websiteUrl", "Website", {
              type: "url",
              placeholder: "https://",
              maxLength: ENTITY_LIMITS.urlMax,
            })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Address">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text("physicalAddress", "Physical address", { maxLength: ENTITY_LIMITS.addressMax })}
            {text("postalAddress", "Postal address", { maxLength: ENTITY_LIMITS.addressMax })}
            {text("city", "City", { maxLength: ENTITY_LIMITS.cityMax })}
            <Select
              label="Province"
              allowDeselect={false}
              data={[...SOUTH_AFRICAN_PROVINCES]}
              key={form.key("province")}
              {...form.getInputProps("province")}
            />
            {text("postalCode", "Postal code", { maxLength: 4, inputMode: "numeric" })}
            <TextInput label="Country" value={ENTITY_COUNTRY} readOnly disabled />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Legal texts">
          <Stack gap="sm">
            {(
              [
                ["privacyPolicyContent", "Privacy policy"],
                ["termsOfServiceContent", "Terms of service"],
                ["legalDisclaimer", "Legal disclaimer"],
              ] as const
            ).map(([name, label]) => (
              <Textarea
                key={form.key(name)}
                label={label}
                description={MARKDOWN_HINT}
                autosize
                minRows={4}
                maxRows={16}
                maxLength={ENTITY_LIMITS.markdownMax}
                {...form.getInputProps(name)}
              />
            ))}
          </Stack>
        </Fieldset>

        <Text size="xs" c="dimmed">
          Fields marked * are required.
        </Text>
        <Button type="submit" disabled={saveSettings.isPending} style={{ alignSelf: "flex-start" }}>
          {saveSettings.isPending ? "Saving..." : "Save Entity Settings"}
        </Button>
      </Stack>
    </form>
  );
}
