import { type TPracticeSettings, todayInSouthAfrica, ZPracticeSettingsUpdateRequest } from "@inkundla/shared";
import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { centsToRandInput, randInputToCents } from "../../../lib/rand-input";
import { useUpdatePracticeSettings } from "../hooks/use-practice-settings";

type FieldErrors = Partial<Record<"matterReferencePrefix" | "defaultHourlyRateCents", string>>;

/** The reference the next matter would get with this prefix, e.g. "MAT-2026-0001". */
export function previewMatterReference(prefix: string, year: string): string {
  return `${prefix || "…"}-${year}-0001`;
}

/** The owner's matter reference prefix and the firm's default hourly rate. */
export function PracticeSettingsForm({ settings }: { settings: TPracticeSettings }) {
  const [prefix, setPrefix] = useState(settings.matterReferencePrefix);
  const [rate, setRate] = useState<number | string>(centsToRandInput(settings.defaultHourlyRateCents));
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateSettings = useUpdatePracticeSettings();
  const year = todayInSouthAfrica().slice(0, 4);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rateCents = randInputToCents(rate);
    const parsed = ZPracticeSettingsUpdateRequest.safeParse({
      matterReferencePrefix: prefix,
      defaultHourlyRateCents: rateCents ?? undefined,
    });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        fieldErrors[field] ??=
          field === "defaultHourlyRateCents" && rateCents === null
            ? "Enter the default hourly rate in rand, e.g. 1500 or 1500.50"
            : issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    updateSettings.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Practice settings">
      <Stack gap="md">
        {updateSettings.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Settings not saved">
            {readApiErrorMessage(updateSettings.error) ??
              "Failed to save the practice settings. Please try again."}
          </Alert>
        ) : null}
        <TextInput
          label="Matter reference prefix"
          description="2 to 10 capital letters or digits. New matters use it; existing references stay as they are."
          required
          maxLength={10}
          value={prefix}
          onChange={(event) => {
            setPrefix(event.currentTarget.value.toUpperCase());
            setErrors((current) => ({ ...current, matterReferencePrefix: undefined }));
          }}
          error={errors.matterReferencePrefix}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          Next matter reference: <strong>{previewMatterReference(prefix.trim(), year)}</strong>
        </Text>
        <NumberInput
          label="Default hourly rate (R)"
          description="For time logged by members who have no rate of their own"
          required
          min={0}
          step={0.01}
          decimalScale={2}
          prefix="R "
          value={rate}
          onChange={(value) => {
            setRate(value);
            setErrors((current) => ({ ...current, defaultHourlyRateCents: undefined }));
          }}
          error={errors.defaultHourlyRateCents}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateSettings.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
