import { AUTH_LIMITS, type TRegisterForm, ZRegisterForm, ZRegisterRequest } from "@inkundla/shared";
import { Button, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { useRegisterAccount } from "../hooks/use-register-account";
import { AccountEmailField } from "./account-email-field";

const EMPTY_REGISTER_FORM: TRegisterForm = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

export function RegisterForm() {
  const registerMutation = useRegisterAccount();
  const form = useForm<TRegisterForm>({
    mode: "uncontrolled",
    initialValues: EMPTY_REGISTER_FORM,
    validate: schemaResolver(ZRegisterForm, { sync: true }),
  });
  const isSubmitting = registerMutation.isPending || registerMutation.isRedirectScheduled;

  const submitRegistration = (values: TRegisterForm) => {
    if (values.password !== values.confirmPassword) {
      notifications.show({ title: "Registration Failed", message: "Passwords do not match", color: "red" });
      return;
    }
    const { confirmPassword: _confirmation, ...request } = values;
    registerMutation.mutate(ZRegisterRequest.parse(request));
  };

  // Every field is required, so the labels carry no asterisks; zod shows what is missing.
  return (
    <form noValidate onSubmit={form.onSubmit(submitRegistration)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            withAsterisk={false}
            maxLength={AUTH_LIMITS.nameMax}
            key={form.key("firstName")}
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            withAsterisk={false}
            maxLength={AUTH_LIMITS.nameMax}
            key={form.key("lastName")}
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <AccountEmailField form={form} />
        <NewPasswordFields form={form} />
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}
