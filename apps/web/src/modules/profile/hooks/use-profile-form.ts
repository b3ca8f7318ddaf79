import type { TUserProfile } from "@inkundla/shared";
import { useForm } from "@mantine/form";
import {
  listProfileEdits,
  type TProfileFormField,
  toProfileFormValues,
  validateProfileEdits,
} from "../profile-edits";
import { useUpdateProfile } from "./use-update-profile";

/**
 * A form over some of the profile's fields that sends only what was edited. Render it with a `key`
 * that changes when the saved profile does, so a save starts it afresh from the new values.
 */
export function useProfileForm(profile: TUserProfile, fields: readonly TProfileFormField[]) {
  const saved = toProfileFormValues(profile);
  const updateMutation = useUpdateProfile();
  const form = useForm({
    mode: "controlled",
    initialValues: saved,
    validate: (values) => validateProfileEdits(listProfileEdits(saved, values, fields)),
  });
  const edits = listProfileEdits(saved, form.getValues(), fields);
  const hasEdits = Object.keys(edits).length > 0;
  const submit = form.onSubmit((values) => updateMutation.mutate(listProfileEdits(saved, values, fields)));
  return { form, hasEdits, submit, isSaving: updateMutation.isPending };
}
