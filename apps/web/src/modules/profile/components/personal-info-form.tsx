import { AUTH_LIMITS, PROFILE_LIMITS, type TUserProfile } from "@inkundla/shared";
import { Alert, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useProfileForm } from "../hooks/use-profile-form";
import { PERSONAL_INFO_FIELDS } from "../profile-edits";
import { SaveBar } from "./save-bar";

export function PersonalInfoForm({ profile }: { profile: TUserProfile }) {
  const { form, hasEdits, submit, isSaving } = useProfileForm(profile, PERSONAL_INFO_FIELDS);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First Name"
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.nameMax}
            key={form.key("firstName")}
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.nameMax}
            key={form.key("lastName")}
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={AUTH_LIMITS.emailMax}
          description="A new address takes effect once you open the link we send to it."
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        {profile.pendingEmail ? (
          <Alert variant="light" color="blue" icon={<IconMailForward size={18} aria-hidden />}>
            <strong>{profile.pendingEmail}</strong> is pending verification. Open the link we sent to that
            address to start using it; until then you sign in with {profile.email}.
          </Alert>
        ) : null}
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+27 XX XXX XXXX"
          maxLength={PROFILE_LIMITS.phoneMax}
          key={form.key("phone")}
          {...form.getInputProps("phone")}
        />
        <Textarea
          label="Address"
          autoComplete="street-address"
          autosize
          minRows={2}
          maxLength={PROFILE_LIMITS.addressMax}
          key={form.key("address")}
          {...form.getInputProps("address")}
        />
        <SaveBar hasEdits={hasEdits} isSaving={isSaving} onReset={form.reset} />
      </Stack>
    </form>
  );
}
