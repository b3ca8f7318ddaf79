import {
  type TCreateTrustAccountRequest,
  TRUST_ACCOUNT_KIND_LABELS,
  TRUST_ACCOUNT_KINDS,
  TRUST_BANK_LABELS,
  TRUST_BANKS,
  TRUST_LIMITS,
  type TTrustAccountKind,
  todayInSouthAfrica,
  ZCreateTrustAccountRequest,
} from "@inkundla/shared";
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { useCreateTrustAccount } from "../hooks/use-trust-changes";
import { readRandAmount } from "../trust-format";
import { type ClientChoice, ClientSelect } from "./client-select";

type FieldErrors = Partial<
  Record<
    | "name"
    | "bankName"
    | "accountNumber"
    | "branchCode"
    | "kind"
    | "clientId"
    | "openedOn"
    | "openingBalanceCents",
    string
  >
>;

type AccountDraft = {
  name: string;
  bankName: string;
  accountNumber: string;
  branchCode: string;
  kind: TTrustAccountKind;
  client: ClientChoice | null;
  openedOn: string;
  openingBalance: string;
};

function emptyDraft(): AccountDraft {
  return {
    name: "",
    bankName: "",
    accountNumber: "",
    branchCode: "",
    kind: "s86_2",
    client: null,
    openedOn: todayInSouthAfrica(),
    openingBalance: "",
  };
}

/** Spec's create-account form, with the s86 kind, an optional opening balance and its client. */
export function CreateTrustAccountForm() {
  const [draft, setDraft] = useState<AccountDraft>(emptyDraft);
  // A new key remounts the client picker, so clearing the form clears what was typed in it too.
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createAccount = useCreateTrustAccount({
    onCreated: () => {
      setDraft(emptyDraft());
      setErrors({});
      setFormKey((key) => key + 1);
    },
  });

  const change = <TField extends keyof AccountDraft>(field: TField, value: AccountDraft[TField]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const errorField =
      field === "client" ? "clientId" : field === "openingBalance" ? "openingBalanceCents" : field;
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const opening = readRandAmount(draft.openingBalance);
    const request: TCreateTrustAccountRequest = {
      name: draft.name,
      bankName: draft.bankName as TCreateTrustAccountRequest["bankName"],
      accountNumber: draft.accountNumber,
      branchCode: draft.branchCode,
      kind: draft.kind,
      clientId: draft.client?.id ?? null,
      openedOn: draft.openedOn || undefined,
      openingBalanceCents: opening.kind === "amount" ? opening.cents : 0,
    };
    const parsed = ZCreateTrustAccountRequest.safeParse(request);
    const fieldErrors: FieldErrors = {};
    if (opening.kind === "invalid") fieldErrors.openingBalanceCents = opening.message;
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof FieldErrors | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    createAccount.mutate(request);
  };

  const isInvestmentForClient = draft.kind === "s86_4";
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Create trust account">
        <Stack gap="md">
          <Title order={2} size="h4">
            Create Trust Account
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput
              label="Account name"
              required
              maxLength={TRUST_LIMITS.nameMax}
              placeholder="e.g. Main trust account"
              value={draft.name}
              error={errors.name}
              onChange={(event) => change("name", event.currentTarget.value)}
            />
            <NativeSelect
              label="Bank"
              required
              value={draft.bankName}
              error={errors.bankName}
              onChange={(event) => change("bankName", event.currentTarget.value)}
              data={[
                { value: "", label: "Choose the bank" },
                ...TRUST_BANKS.map((bank) => ({ value: bank, label: TRUST_BANK_LABELS[bank] })),
              ]}
            />
            <TextInput
              label="Account number"
              required
              inputMode="numeric"
              maxLength={TRUST_LIMITS.accountNumberMax + 6}
              value={draft.accountNumber}
              error={errors.accountNumber}
              onChange={(event) => change("accountNumber", event.currentTarget.value)}
            />
            <TextInput
              label="Branch code"
              inputMode="numeric"
              maxLength={8}
              value={draft.branchCode}
              error={errors.branchCode}
              onChange={(event) => change("branchCode", event.currentTarget.value)}
            />
            <NativeSelect
              label="Kind of account"
              value={draft.kind}
              error={errors.kind}
              onChange={(event) => change("kind", event.currentTarget.value as TTrustAccountKind)}
              data={TRUST_ACCOUNT_KINDS.map((kind) => ({
                value: kind,
                label: TRUST_ACCOUNT_KIND_LABELS[kind],
              }))}
            />
            <ClientSelect
              key={formKey}
              label="Client"
              required={isInvestmentForClient}
              description={
                isInvestmentForClient
                  ? "The client this investment is for"
                  : "Only needed for an opening balance: whose money it is"
              }
              value={draft.client}
              error={errors.clientId}
              onChange={(client) => change("client", client)}
            />
            <TextInput
              label="Opened on"
              type="date"
              max={todayInSouthAfrica()}
              value={draft.openedOn}
              error={errors.openedOn}
              onChange={(event) => change("openedOn", event.currentTarget.value)}
            />
            <RandAmountInput
              label="Opening balance"
              description="Money already in the account when it is brought into Inkundla"
              value={draft.openingBalance}
              error={errors.openingBalanceCents}
              onChange={(value) => change("openingBalance", value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconBuildingBank size={18} />}
              loading={createAccount.isPending}
            >
              Create Account
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
