import {
  PROFILE_LIMITS,
  PROFILE_PRACTICE_AREAS,
  type TUserProfile,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useProfileForm } from "../hooks/use-profile-form";
import { PROFESSIONAL_FIELDS } from "../profile-edits";
import { SaveBar } from "./save-bar";

export function ProfessionalForm({ profile }: { profile: TUserProfile }) {
  // Only the firm owner may rename the firm; for everyone else it is shown and never sent.
  const fields = profile.canEditFirmName
    ? PROFESSIONAL_FIELDS
    : PROFESSIONAL_FIELDS.filter((field) => field !== "firmName");
  const { form, hasEdits, submit, isSaving } = useProfileForm(profile, fields);
  const biographyLength = form.getValues().biography.length;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <MultiSelect
          label="Practice Areas"
          placeholder="Choose your practice areas"
          data={[...PROFILE_PRACTICE_AREAS]}
          searchable
          clearable
          hidePickedOptions
          key={form.key("practiceAreas")}
          {...form.getInputProps("practiceAreas")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Legal Practice Council Number"
            maxLength={PROFILE_LIMITS.barNumberMax}
            key={form.key("barNumber")}
            {...form.getInputProps("barNumber")}
          />
          <TextInput
            label="Admission Date"
            type="date"
            max={todayInSouthAfrica()}
            key={form.key("admissionDate")}
            {...form.getInputProps("admissionDate")}
          />
        </SimpleGrid>
        {profile.firmName !== null ? (
          <TextInput
            label="Firm Name"
            readOnly={!profile.canEditFirmName}
            description={
              profile.canEditFirmName ? undefined : "Only the firm owner can change the firm name."
            }
            maxLength={PROFILE_LIMITS.firmNameMax}
            key={form.key("firmName")}
            {...form.getInputProps("firmName")}
          />
        ) : null}
        <Textarea
          label="Professional Biography"
          description={`${biographyLength} of ${PROFILE_LIMITS.biographyMax} characters`}
          autosize
          minRows={4}
          maxLength={PROFILE_LIMITS.biographyMax}
          key={form.key("biography")}
          {...form.getInputProps("biography")}
        />
        <SaveBar hasEdits={hasEdits} isSaving={isSaving} onReset={form.reset} />
      </Stack>
    </form>
  );
}
