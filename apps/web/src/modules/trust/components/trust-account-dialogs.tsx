import {
  TRUST_LIMITS,
  type TTrustAccount,
  todayInSouthAfrica,
  ZTrustDate,
  ZUpdateTrustAccountRequest,
} from "@inkundla/shared";
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import {
  trustErrorMessage,
  useCloseTrustAccount,
  useRecordTrustInstruction,
  useUpdateTrustAccount,
} from "../hooks/use-trust-changes";
import { formatCents } from "../trust-format";

function ServerError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {trustErrorMessage(error, "Please try again.")}
    </Alert>
  );
}

/** Corrects an account's name and branch code; the bank and number identify it and stay fixed. */
export function EditTrustAccountDialog({
  account,
  onClose,
}: {
  account: TTrustAccount | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={account !== null} onClose={onClose} title="Edit Trust Account">
      {account ? <EditTrustAccountForm key={account.id} account={account} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditTrustAccountForm({ account, onClose }: { account: TTrustAccount; onClose: () => void }) {
  const [name, setName] = useState(account.name);
  const [branchCode, setBranchCode] = useState(account.branchCode ?? "");
  const [errors, setErrors] = useState<Partial<Record<"name" | "branchCode", string>>>({});
  const update = useUpdateTrustAccount(account.id, { onUpdated: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { name, branchCode };
    const parsed = ZUpdateTrustAccountRequest.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServerError error={update.error} title="Could not save the account" />
        <TextInput
          label="Account name"
          required
          maxLength={TRUST_LIMITS.nameMax}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Branch code"
          inputMode="numeric"
          maxLength={8}
          value={branchCode}
          error={errors.branchCode}
          onChange={(event) => setBranchCode(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CloseTrustAccountDialog({
  account,
  onClose,
}: {
  account: TTrustAccount | null;
  onClose: () => void;
}) {
  const close = useCloseTrustAccount({ onClosed: onClose });
  return (
    <ConfirmDialog
      opened={account !== null}
      title="Close Trust Account"
      error={<ServerError error={close.error} title="Could not close the account" />}
      message={
        account
          ? `Close ${account.name} (${account.accountNumber})? Its balance is ${formatCents(account.balanceCents)}.`
          : null
      }
      confirmLabel="Close Account"
      isDestructive
      isPending={close.isPending}
      onConfirm={() => account && close.mutate(account.id)}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        Nothing more can be posted to a closed account. Its transactions, ledgers and reconciliations are kept
        for the audit.
      </Text>
    </ConfirmDialog>
  );
}

const INSTRUCTION_FILE_TYPES = "application/pdf,image/png,image/jpeg";

/**
 * s86(4): money may be invested for a client only on the client's written instruction, so the signed
 * instruction and its date are kept on the account before anything is invested.
 */
export function RecordInstructionDialog({
  account,
  onClose,
}: {
  account: TTrustAccount | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={account !== null} onClose={onClose} title="Record Client Instruction">
      {account ? <RecordInstructionForm key={account.id} account={account} onClose={onClose} /> : null}
    </Modal>
  );
}

function RecordInstructionForm({ account, onClose }: { account: TTrustAccount; onClose: () => void }) {
  const [instructionDate, setInstructionDate] = useState(account.instructionDate ?? todayInSouthAfrica());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<"instructionDate" | "file", string>>>({});
  const record = useRecordTrustInstruction(account.id, { onRecorded: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors: typeof errors = {};
    const date = ZTrustDate.safeParse(instructionDate);
    if (!date.success) fieldErrors.instructionDate = date.error.issues[0]?.message ?? "Choose the date";
    if (!file) fieldErrors.file = "Choose the signed instruction (PDF or image)";
    setErrors(fieldErrors);
    if (file && date.success) record.mutate({ file, instructionDate });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServerError error={record.error} title="Could not record the instruction" />
        <Text size="sm">
          {account.name}
          {account.clientName ? ` for ${account.clientName}` : ""}
        </Text>
        <TextInput
          label="Date of the instruction"
          type="date"
          required
          max={todayInSouthAfrica()}
          value={instructionDate}
          error={errors.instructionDate}
          onChange={(event) => setInstructionDate(event.currentTarget.value)}
        />
        <FileInput
          label="Signed instruction"
          description="PDF or image of the client's signed instruction to invest"
          required
          accept={INSTRUCTION_FILE_TYPES}
          leftSection={<IconUpload size={16} />}
          placeholder="Choose a file"
          value={file}
          error={errors.file}
          onChange={setFile}
          clearable
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Instruction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
