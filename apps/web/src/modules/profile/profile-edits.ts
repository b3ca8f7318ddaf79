import { type TUpdateProfileRequest, type TUserProfile, ZUpdateProfileRequest } from "@inkundla/shared";

/** What the profile forms hold: text inputs are strings, never null. */
export type TProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  practiceAreas: string[];
  barNumber: string;
  admissionDate: string;
  biography: string;
  firmName: string;
};
export type TProfileFormField = keyof TProfileFormValues;

export const PERSONAL_INFO_FIELDS = ["firstName", "lastName", "email", "phone", "address"] as const;
export const PROFESSIONAL_FIELDS = [
  "practiceAreas",
  "barNumber",
  "admissionDate",
  "firmName",
  "biography",
] as const;

export function toProfileFormValues(profile: TUserProfile): TProfileFormValues {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email,
    phone: profile.phone ?? "",
    address: profile.address ?? "",
    practiceAreas: profile.practiceAreas,
    barNumber: profile.barNumber ?? "",
    admissionDate: profile.admissionDate ?? "",
    biography: profile.biography ?? "",
    firmName: profile.firmName ?? "",
  };
}

function isSameList(saved: string[], edited: string[]): boolean {
  return saved.length === edited.length && saved.every((value, index) => value === edited[index]);
}

/**
 * Spec 000 §7: PUT /api/user/profile carries only the edited fields. A field counts as edited when its
 * trimmed value differs from the saved one (an e-mail address ignores case).
 */
export function listProfileEdits(
  saved: TProfileFormValues,
  values: TProfileFormValues,
  fields: readonly TProfileFormField[],
): TUpdateProfileRequest {
  const edits: Record<string, unknown> = {};
  for (const field of fields) {
    const savedValue = saved[field];
    const value = values[field];
    if (Array.isArray(savedValue) && Array.isArray(value)) {
      if (!isSameList(savedValue, value)) edits[field] = value;
      continue;
    }
    if (typeof savedValue !== "string" || typeof value !== "string") continue;
    const isSame =
      field === "email"
        ? value.trim().toLowerCase() === savedValue.toLowerCase()
        : value.trim() === savedValue.trim();
    if (!isSame) edits[field] = value;
  }
  return edits as TUpdateProfileRequest;
}

/** Checks the edits with the server's own schema and names each field's problem for the form. */
export function validateProfileEdits(
  edits: TUpdateProfileRequest,
): Partial<Record<TProfileFormField, string>> {
  if (Object.keys(edits).length === 0) return {};
  const result = ZUpdateProfileRequest.safeParse(edits);
  if (result.success) return {};
  const errors: Partial<Record<TProfileFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as TProfileFormField] = issue.message;
  }
  return errors;
}
