import { SIGNUP_STEPS, type TSignupForm, type TSignupRequest, ZSignupRequest } from "@inkundla/shared";

export type SignupStepIndex = 0 | 1 | 2;
export type SignupFieldErrors = Partial<Record<keyof TSignupForm, string>>;

export const LAST_SIGNUP_STEP: SignupStepIndex = 2;

export const EMPTY_SIGNUP_FORM: TSignupForm = {
  firstName: "",
  lastName: "",
  email: "",
  firmName: "",
  registrationNumber: "",
  address: "",
  phone: "",
  website: "",
  firmSize: "solo",
  practiceAreas: [],
  termsAccepted: false,
  marketingConsent: false,
};

/** The fields shown on (and checked by Next Step on) each step. */
export function listSignupStepFields(step: SignupStepIndex): (keyof TSignupForm)[] {
  return Object.keys(SIGNUP_STEPS[step].schema.shape) as (keyof TSignupForm)[];
}

function firstMessagePerField(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: SignupFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof TSignupForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Spec 000 §4: Next Step checks only the current step's fields; an empty result lets the wizard advance. */
export function findSignupStepErrors(step: SignupStepIndex, values: TSignupForm): SignupFieldErrors {
  const stepValues = Object.fromEntries(listSignupStepFields(step).map((field) => [field, values[field]]));
  const result = SIGNUP_STEPS[step].schema.safeParse(stepValues);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

/** The final check before Create Account: the whole payload, or the errors and the first step that has one. */
export function parseSignupForm(
  values: TSignupForm,
): { request: TSignupRequest } | { errors: SignupFieldErrors; step: SignupStepIndex } {
  const result = ZSignupRequest.safeParse(values);
  if (result.success) return { request: result.data };
  const errors = firstMessagePerField(result.error.issues);
  const steps: SignupStepIndex[] = [0, 1, 2];
  const step =
    steps.find((index) => listSignupStepFields(index).some((field) => errors[field])) ?? LAST_SIGNUP_STEP;
  return { errors, step };
}
