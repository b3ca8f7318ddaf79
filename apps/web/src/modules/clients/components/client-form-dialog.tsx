import {
  CLIENT_LIMITS,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  FICA_STATUS_LABELS,
  FICA_STATUSES,
  findClientRuleViolations,
  type TClient,
  type TClientType,
  type TFicaStatus,
  ZClientCreateRequest,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useCreateClient, useUpdateClient } from "../hooks/use-client-changes";

type ClientFormValues = {
  name: string;
  type: TClientType;
  email: string;
  phone: string;
  idNumber: string;
  registrationNumber: string;
  vatNumber: string;
  physicalAddress: string;
  postalAddress: string;
  ficaStatus: TFicaStatus;
  ficaVerifiedOn: string;
  notes: string;
};

type FieldErrors = Partial<Record<keyof ClientFormValues, string>>;

const EMPTY_VALUES: ClientFormValues = {
  name: "",
  type: "individual",
  email: "",
  phone: "",
  idNumber: "",
  registrationNumber: "",
  vatNumber: "",
  physicalAddress: "",
  postalAddress: "",
  ficaStatus: "pending",
  ficaVerifiedOn: "",
  notes: "",
};

function valuesOf(client: TClient | undefined): ClientFormValues {
  if (!client) return EMPTY_VALUES;
  return {
    name: client.name,
    type: client.type,
    email: client.email ?? "",
    phone: client.phone ?? "",
    idNumber: client.idNumber ?? "",
    registrationNumber: client.registrationNumber ?? "",
    vatNumber: client.vatNumber ?? "",
    physicalAddress: client.physicalAddress ?? "",
    postalAddress: client.postalAddress ?? "",
    ficaStatus: client.ficaStatus,
    ficaVerifiedOn: client.ficaVerifiedOn ?? "",
    notes: client.notes ?? "",
  };
}

/** What the form sends: the number that fits the client's type, the FICA date only when verified. */
function toRequestBody(values: ClientFormValues) {
  const isIndividual = values.type === "individual";
  return {
    ...values,
    idNumber: isIndividual ? values.idNumber : "",
    registrationNumber: isIndividual ? "" : values.registrationNumber,
    ficaVerifiedOn: values.ficaStatus === "verified" ? values.ficaVerifiedOn : "",
  };
}

/** "idNumber: ID number must be 13 digits" from the server → that field's message. */
function splitServerMessage(message: string): { field: keyof ClientFormValues; text: string } | null {
  const match = /^(\w+): (.+)$/.exec(message);
  if (!match?.[1] || !match[2] || !(match[1] in EMPTY_VALUES)) return null;
  return { field: match[1] as keyof ClientFormValues, text: match[2] };
}

interface ClientFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this client; without it the dialog adds a new one. */
  client?: TClient;
  onSaved?: (client: TClient) => void;
}

export function ClientFormDialog({ opened, onClose, client, onSaved }: ClientFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={client ? "Edit Client" : "Add Client"} size="lg">
      {opened ? <ClientForm client={client} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function ClientForm({ client, onClose, onSaved }: Omit<ClientFormDialogProps, "opened">) {
  const [values, setValues] = useState<ClientFormValues>(() => valuesOf(client));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const onDone = (saved: TClient) => {
    onSaved?.(saved);
    onClose();
  };
  const createMutation = useCreateClient({ onCreated: onDone });
  const updateMutation = useUpdateClient(client?.id ?? "", { onUpdated: onDone });
  const isPending = client ? updateMutation.isPending : createMutation.isPending;

  const setField = <Field extends keyof ClientFormValues>(field: Field, value: ClientFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerMessage(null);
    const body = toRequestBody(values);
    const parsed = ZClientCreateRequest.safeParse(body);
    if (!parsed.success) {
      // The rules across fields are shown with the field errors, not only once those are fixed.
      const ruleViolations = findClientRuleViolations({
        ...body,
        idNumber: body.idNumber.replace(/\s+/g, ""),
      }).map((violation) => ({ path: [violation.field], message: violation.message }));
      const fieldErrors: FieldErrors = {};
      for (const issue of [...parsed.error.issues, ...ruleViolations]) {
        const field = issue.path[0] as keyof ClientFormValues | undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      const message = readApiErrorMessage(error) ?? "Failed to save the client. Please try again.";
      const fieldMessage = splitServerMessage(message);
      if (fieldMessage) setErrors({ [fieldMessage.field]: fieldMessage.text });
      setServerMessage(fieldMessage?.text ?? message);
    };
    if (client) updateMutation.mutate(parsed.data, { onError });
    else createMutation.mutate(parsed.data, { onError });
  };

  const isIndividual = values.type === "individual";
  const text = (field: keyof ClientFormValues) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setField(field, event.currentTarget.value as ClientFormValues[typeof field]),
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {serverMessage ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Could not save the client"
          >
            {serverMessage}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk maxLength={CLIENT_LIMITS.nameMax} {...text("name")} />
          <NativeSelect
            label="Type"
            value={values.type}
            onChange={(event) => setField("type", event.currentTarget.value as TClientType)}
            data={CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }))}
          />
          <TextInput label="Email" type="email" maxLength={CLIENT_LIMITS.emailMax} {...text("email")} />
          <TextInput
            label="Phone"
            type="tel"
            placeholder="+27 11 234 5678"
            maxLength={40}
            {...text("phone")}
          />
          {isIndividual ? (
            <TextInput
              label="ID or passport number"
              maxLength={CLIENT_LIMITS.numberMax}
              {...text("idNumber")}
            />
          ) : (
            <TextInput
              label="Registration number"
              placeholder="2015/123456/07"
              maxLength={CLIENT_LIMITS.numberMax}
              {...text("registrationNumber")}
            />
          )}
          <TextInput
            label="VAT number"
            placeholder="4123456789"
            maxLength={CLIENT_LIMITS.numberMax}
            {...text("vatNumber")}
          />
        </SimpleGrid>
        <Textarea
          label="Physical address"
          rows={2}
          maxLength={CLIENT_LIMITS.addressMax}
          {...text("physicalAddress")}
        />
        <Textarea
          label="Postal address"
          rows={2}
          maxLength={CLIENT_LIMITS.addressMax}
          {...text("postalAddress")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="FICA status"
            value={values.ficaStatus}
            onChange={(event) => setField("ficaStatus", event.currentTarget.value as TFicaStatus)}
            data={FICA_STATUSES.map((status) => ({ value: status, label: FICA_STATUS_LABELS[status] }))}
          />
          {values.ficaStatus === "verified" ? (
            <TextInput label="FICA verified on" type="date" withAsterisk {...text("ficaVerifiedOn")} />
          ) : null}
        </SimpleGrid>
        <Textarea label="Notes" rows={2} maxLength={CLIENT_LIMITS.notesMax} {...text("notes")} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {client ? "Save Changes" : "Add Client"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
