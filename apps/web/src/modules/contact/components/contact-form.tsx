import { CONTACT_LIMITS, type TContactForm, type TContactRequest, ZContactRequest } from "@inkundla/shared";
import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { sendContactMessage } from "../contact.api";

interface ContactFormProps {
  /** Prefills the subject, e.g. "Sales enquiry" from Contact Sales. */
  defaultSubject?: string;
  onSent?: () => void;
}

/** Sends a message to the support address in Entity Settings (POST /api/contact). */
export function ContactForm({ defaultSubject = "", onSent }: ContactFormProps) {
  const form = useForm<TContactForm>({
    mode: "uncontrolled",
    initialValues: { name: "", email: "", subject: defaultSubject, message: "" },
    validate: schemaResolver(ZContactRequest, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: (request: TContactRequest) => sendContactMessage(request),
    onSuccess: () => {
      form.reset();
      onSent?.();
    },
  });

  if (mutation.isSuccess) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Message sent">
        Thank you. We have received your message and will reply by e-mail.
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(ZContactRequest.parse(values)))}>
      <Stack gap="md">
        {mutation.isError ? (
          <Alert color="red" variant="light" title="Message not sent">
            {readApiErrorMessage(mutation.error) ?? "Your message could not be sent. Please try again."}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            key={form.key("name")}
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
        </SimpleGrid>
        <TextInput
          label="Subject"
          maxLength={CONTACT_LIMITS.subjectMax}
          key={form.key("subject")}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={CONTACT_LIMITS.messageMax}
          key={form.key("message")}
          {...form.getInputProps("message")}
        />
        <Button type="submit" disabled={mutation.isPending} style={{ alignSelf: "flex-start" }}>
          {mutation.isPending ? "Sending..." : "Send Message"}
        </Button>
      </Stack>
    </form>
  );
}
