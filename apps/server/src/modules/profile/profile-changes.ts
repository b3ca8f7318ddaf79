import type { TProfileChanges } from "@inkundla/shared";

/** Profile fields kept on the person's own user row. */
export const USER_PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "address",
  "practiceAreas",
  "barNumber",
  "admissionDate",
  "biography",
] as const;
export type TUserProfileField = (typeof USER_PROFILE_FIELDS)[number];

type CurrentProfile = {
  [Field in TUserProfileField]: Field extends "practiceAreas" ? string[] : string | null;
} & {
  email: string;
  pendingEmail: string | null;
  firmName: string | null;
};

/**
 * - `none`: the address stays as it is;
 * - `request`: a new address (or the pending one again) needs its verification link;
 * - `cancel_pending`: the person went back to their current address, so the pending one is dropped.
 */
export type EmailChange = "none" | "request" | "cancel_pending";

export type ProfileChangeList = {
  userFields: TUserProfileField[];
  email: EmailChange;
  firmName: boolean;
};

function isSameValue(current: unknown, next: unknown): boolean {
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((value, index) => value === next[index]);
  }
  return current === next;
}

/** Which of the sent fields really differ from what is saved: only those are written and audited. */
export function listChangedProfileFields(current: CurrentProfile, input: TProfileChanges): ProfileChangeList {
  const userFields = USER_PROFILE_FIELDS.filter(
    (field) => input[field] !== undefined && !isSameValue(current[field], input[field]),
  );
  let email: EmailChange = "none";
  if (input.email !== undefined) {
    const isCurrentAddress = input.email.toLowerCase() === current.email.toLowerCase();
    if (!isCurrentAddress) email = "request";
    else if (current.pendingEmail) email = "cancel_pending";
  }
  const firmName = input.firmName !== undefined && input.firmName !== current.firmName;
  return { userFields, email, firmName };
}
