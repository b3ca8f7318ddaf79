import {
  FIRM_SIZE_LABELS,
  FIRM_SIZES,
  SIGNUP_LIMITS,
  SIGNUP_PRACTICE_AREAS,
  SIGNUP_STEPS,
  type TSignupForm,
} from "@inkundla/shared";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { type FormEvent, useState } from "react";
import { readApiErrorCode, readApiErrorMessage } from "../../../lib/api-client";
import { useSignUp } from "../hooks/use-sign-up";
import {
  EMPTY_SIGNUP_FORM,
  findSignupStepErrors,
  LAST_SIGNUP_STEP,
  listSignupStepFields,
  parseSignupForm,
  type SignupFieldErrors,
  type SignupStepIndex,
} from "../signup-wizard";

type SignupFormApi = UseFormReturnType<TSignupForm>;

const FIRM_SIZE_OPTIONS = FIRM_SIZES.map((size) => ({ value: size, label: FIRM_SIZE_LABELS[size] }));

/** Spec 000 §2.6: three steps; Next Step checks the current step, Previous goes back unchecked. */
export function SignupWizard() {
  const [activeStep, setActiveStep] = useState<SignupStepIndex>(0);
  const signUp = useSignUp();
  const form = useForm<TSignupForm>({ mode: "controlled", initialValues: EMPTY_SIGNUP_FORM });
  // After success the page moves to /login; keep the button locked until it does.
  const isSubmitting = signUp.isPending || signUp.isSuccess;

  const showErrors = (errors: SignupFieldErrors, step: SignupStepIndex) => {
    form.setErrors(errors);
    const firstField = listSignupStepFields(step).find((field) => errors[field]);
    if (firstField) window.requestAnimationFrame(() => document.getElementById(fieldId(firstField))?.focus());
  };

  const goToNextStep = () => {
    const errors = findSignupStepErrors(activeStep, form.getValues());
    if (Object.keys(errors).length > 0) {
      showErrors(errors, activeStep);
      return;
    }
    form.clearErrors();
    setActiveStep((activeStep + 1) as SignupStepIndex);
  };

  const goToPreviousStep = () => {
    form.clearErrors();
    setActiveStep(Math.max(0, activeStep - 1) as SignupStepIndex);
  };

  const createAccount = () => {
    const parsed = parseSignupForm(form.getValues());
    if ("errors" in parsed) {
      setActiveStep(parsed.step);
      showErrors(parsed.errors, parsed.step);
      return;
    }
    signUp.mutate(parsed.request, {
      onError: (error) => {
        // The address is taken: show it where it was typed.
        if (readApiErrorCode(error) === "email_taken") {
          setActiveStep(0);
          showErrors({ email: readApiErrorMessage(error) ?? "This email address is already in use" }, 0);
        }
      },
    });
  };

  // Enter in a field means Next Step until the last step; only the last step creates the account.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeStep < LAST_SIGNUP_STEP) goToNextStep();
    else createAccount();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Sign up">
      <Stack gap="lg">
        <Stepper
          active={activeStep}
          onStepClick={(step) => {
            if (step < activeStep) {
              form.clearErrors();
              setActiveStep(step as SignupStepIndex);
            }
          }}
          allowNextStepsSelect={false}
          size="sm"
        >
          {SIGNUP_STEPS.map((step, index) => (
            <Stepper.Step
              key={step.title}
              label={`Step ${index + 1}`}
              description={step.title}
              aria-current={index === activeStep ? "step" : undefined}
            />
          ))}
        </Stepper>

        <Text fw={600} size="lg" component="h2" m={0}>
          {SIGNUP_STEPS[activeStep].title}
        </Text>

        {activeStep === 0 ? <PersonalStep form={form} /> : null}
        {activeStep === 1 ? <FirmStep form={form} /> : null}
        {activeStep === 2 ? <PracticeAndTermsStep form={form} /> : null}

        <Group justify="space-between">
          {activeStep > 0 ? (
            <Button variant="default" onClick={goToPreviousStep} disabled={isSubmitting}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {activeStep < LAST_SIGNUP_STEP ? (
            <Button type="submit">Next Step</Button>
          ) : (
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Creating Account..." : "Create Account"}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function fieldId(field: keyof TSignupForm): string {
  return `signup-${field}`;
}

function PersonalStep({ form }: { form: SignupFormApi }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          id={fieldId("firstName")}
          label="First Name"
          autoComplete="given-name"
          withAsterisk
          maxLength={SIGNUP_LIMITS.nameMax}
          {...form.getInputProps("firstName")}
        />
        <TextInput
          id={fieldId("lastName")}
          label="Last Name"
          autoComplete="family-name"
          withAsterisk
          maxLength={SIGNUP_LIMITS.nameMax}
          {...form.getInputProps("lastName")}
        />
      </SimpleGrid>
      <TextInput
        id={fieldId("email")}
        label="Email"
        type="email"
        autoComplete="email"
        description="We will send a link to this address to verify it and set your password."
        withAsterisk
        maxLength={SIGNUP_LIMITS.emailMax}
        {...form.getInputProps("email")}
      />
    </Stack>
  );
}

function FirmStep({ form }: { form: SignupFormApi }) {
  return (
    <Stack gap="md">
      <TextInput
        id={fieldId("firmName")}
        label="Firm Name"
        autoComplete="organization"
        withAsterisk
        maxLength={SIGNUP_LIMITS.firmNameMax}
        {...form.getInputProps("firmName")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          id={fieldId("registrationNumber")}
          label="Registration Number (optional)"
          maxLength={SIGNUP_LIMITS.registrationNumberMax}
          {...form.getInputProps("registrationNumber")}
        />
        <NativeSelect
          id={fieldId("firmSize")}
          label="Firm Size"
          withAsterisk
          data={FIRM_SIZE_OPTIONS}
          {...form.getInputProps("firmSize")}
        />
      </SimpleGrid>
      <TextInput
        id={fieldId("address")}
        label="Address"
        autoComplete="street-address"
        placeholder="Street, suburb, city and postal code"
        withAsterisk
        maxLength={SIGNUP_LIMITS.addressMax}
        {...form.getInputProps("address")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          id={fieldId("phone")}
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+27 XX XXX XXXX"
          withAsterisk
          maxLength={SIGNUP_LIMITS.phoneMax}
          {...form.getInputProps("phone")}
        />
        <TextInput
          id={fieldId("website")}
          label="Website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://yourfirm.co.za"
          maxLength={SIGNUP_LIMITS.websiteMax}
          {...form.getInputProps("website")}
        />
      </SimpleGrid>
    </Stack>
  );
}

function PracticeAndTermsStep({ form }: { form: SignupFormApi }) {
  return (
    <Stack gap="lg">
      <Checkbox.Group
        id={fieldId("practiceAreas")}
        label="Practice Areas"
        description="Select every area your firm practises in."
        withAsterisk
        {...form.getInputProps("practiceAreas")}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="sm">
          {SIGNUP_PRACTICE_AREAS.map((area) => (
            <Checkbox key={area} value={area} label={area} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Stack gap="sm">
        <Checkbox
          id={fieldId("termsAccepted")}
          label={
            <>
              I accept the{" "}
              <Anchor href="/terms-of-service" target="_blank" inherit>
                Terms of Service
              </Anchor>{" "}
              and the{" "}
              <Anchor href="/privacy-policy" target="_blank" inherit>
                Privacy Policy
              </Anchor>
            </>
          }
          {...form.getInputProps("termsAccepted", { type: "checkbox" })}
        />
        <Checkbox
          id={fieldId("marketingConsent")}
          label="Send me product news and tips by email (optional)"
          {...form.getInputProps("marketingConsent", { type: "checkbox" })}
        />
      </Stack>
    </Stack>
  );
}
