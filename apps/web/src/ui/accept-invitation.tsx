import { AUTH_LIMITS } from "@inkundla/shared";
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { NewPasswordFields } from "./new-password-fields";

/** What an invited person fills in: their name and a new password, typed twice. */
export type AcceptInvitationValues = {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
};

const EMPTY_VALUES: AcceptInvitationValues = {
  firstName: "",
  lastName: "",
  password: "",
  confirmPassword: "",
};

/**
 * The form an invitation link opens (a colleague joining a firm, a client joining its portal): the
 * invited address shown read-only, the person's name and a new password. `schema` is the shared accept
 * form's rules; the confirmation is checked here and never sent.
 */
export function AcceptInvitationForm({
  schema,
  title,
  intro,
  email,
  submitLabel,
  submittingLabel,
  isSubmitting,
  errorMessage,
  onAccept,
}: {
  schema: z.ZodType<AcceptInvitationValues, AcceptInvitationValues>;
  title: string;
  intro: ReactNode;
  email: string;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  errorMessage: string | null;
  onAccept: (values: { firstName: string; lastName: string; password: string }) => void;
}) {
  const form = useForm<AcceptInvitationValues>({
    mode: "uncontrolled",
    initialValues: EMPTY_VALUES,
    validate: schemaResolver(schema, { sync: true }),
  });
  const submit = (values: AcceptInvitationValues) => {
    if (values.password !== values.confirmPassword) {
      form.setFieldError("confirmPassword", "Passwords do not match");
      return;
    }
    const { confirmPassword: _confirmation, ...request } = schema.parse(values);
    onAccept(request);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <TextInput
              label="Email"
              value={email}
              readOnly
              description="You will sign in with this address."
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First Name"
                autoComplete="given-name"
                maxLength={AUTH_LIMITS.nameMax}
                key={form.key("firstName")}
                {...form.getInputProps("firstName")}
              />
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                maxLength={AUTH_LIMITS.nameMax}
                key={form.key("lastName")}
                {...form.getInputProps("lastName")}
              />
            </SimpleGrid>
            <NewPasswordFields form={form} />
            {errorMessage ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {errorMessage}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={isSubmitting}>
              {isSubmitting ? submittingLabel : submitLabel}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** An invitation link that cannot be used (incomplete, expired, used), with the server's reason. */
export function InvitationProblem({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1} ta="center">
        {title}
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="This invitation cannot be used"
      >
        {message}
      </Alert>
      <Anchor component={Link} to="/" ta="center">
        Back to home
      </Anchor>
    </Stack>
  );
}
