import type { TImportStatementResult, TTrustAccount } from "@inkundla/shared";
import { decodeStatementFile, STATEMENT_PRESET_IDS, STATEMENT_PRESETS } from "@inkundla/shared";
import { Alert, Button, FileInput, Group, List, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { trustErrorMessage, useImportStatement } from "../hooks/use-trust-changes";
import {
  buildStatementRequest,
  defaultLayoutFor,
  emptyGenericMapping,
  type GenericMappingDraft,
  type StatementLayout,
  statementFormatOf,
} from "../statement-import-form";
import { StatementMappingFields } from "./statement-mapping-fields";

interface ImportStatementDialogProps {
  opened: boolean;
  onClose: () => void;
  accounts: TTrustAccount[];
  initialAccountId: string;
}

export function ImportStatementDialog({
  opened,
  onClose,
  accounts,
  initialAccountId,
}: ImportStatementDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import Bank Statement" size="lg">
      {opened ? (
        <ImportStatementForm accounts={accounts} initialAccountId={initialAccountId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

const LAYOUT_OPTIONS = [
  ...STATEMENT_PRESET_IDS.map((preset) => ({
    value: preset,
    label: `${STATEMENT_PRESETS[preset].label} export`,
  })),
  { value: "generic", label: "Other layout: name the columns" },
];

/**
 * A bank statement (CSV or OFX) read in the browser and sent as text; the server parses it with the
 * bank's preset or the columns named here, skips lines already imported and matches what it can.
 */
function ImportStatementForm({
  accounts,
  initialAccountId,
  onClose,
}: {
  accounts: TTrustAccount[];
  initialAccountId: string;
  onClose: () => void;
}) {
  const [accountId, setAccountId] = useState(initialAccountId);
  const account = accounts.find((candidate) => candidate.id === accountId);
  const [layout, setLayout] = useState<StatementLayout>(defaultLayoutFor(account?.bankName));
  const [generic, setGeneric] = useState<GenericMappingDraft>(emptyGenericMapping);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [result, setResult] = useState<TImportStatementResult | null>(null);
  const importStatement = useImportStatement();
  const isCsv = file === null || statementFormatOf(file.name) === "csv";

  const changeGeneric = (values: Partial<GenericMappingDraft>) => {
    setGeneric((current) => ({ ...current, ...values }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setErrors({ content: "Choose the statement file (.csv or .ofx)" });
      return;
    }
    let content: string;
    try {
      // Read as bytes: a Windows-1252 export read as UTF-8 would put "Caf�" into the books.
      content = decodeStatementFile(new Uint8Array(await file.arrayBuffer())).text;
    } catch {
      setErrors({ content: "The file could not be read: choose it again" });
      return;
    }
    const built = buildStatementRequest({ accountId, fileName: file.name, content, layout, generic });
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    importStatement.mutate(built.request, { onSuccess: setResult });
  };

  const mappingErrors = Object.entries(errors).filter(
    ([field]) => !["accountId", "content", "fileName", "format"].includes(field),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {importStatement.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The statement was not imported"
          >
            {trustErrorMessage(importStatement.error, "Failed to import the statement. Please try again.")}
          </Alert>
        ) : null}
        {result ? <ImportResult result={result} /> : null}
        <NativeSelect
          label="Trust account"
          required
          value={accountId}
          error={errors.accountId}
          onChange={(event) => {
            const next = accounts.find((candidate) => candidate.id === event.currentTarget.value);
            setAccountId(event.currentTarget.value);
            setLayout(defaultLayoutFor(next?.bankName));
            setResult(null);
          }}
          data={[
            { value: "", label: "Choose the trust account" },
            ...accounts.map((candidate) => ({ value: candidate.id, label: candidate.name })),
          ]}
        />
        <FileInput
          label="Statement file"
          description="The CSV or OFX export from online banking"
          required
          accept=".csv,.ofx,.qfx,text/csv"
          leftSection={<IconFileUpload size={16} />}
          placeholder="Choose a file"
          value={file}
          error={errors.content ?? errors.fileName ?? errors.format}
          onChange={(chosen) => {
            setFile(chosen);
            setErrors({});
            setResult(null);
          }}
          clearable
        />
        {isCsv ? (
          <NativeSelect
            label="Column layout"
            value={layout}
            onChange={(event) => setLayout(event.currentTarget.value as StatementLayout)}
            data={LAYOUT_OPTIONS}
          />
        ) : null}
        {isCsv && layout === "generic" ? (
          <StatementMappingFields draft={generic} onChange={changeGeneric} />
        ) : null}
        {mappingErrors.length > 0 ? (
          <Alert color="red" variant="light" title="Check the column layout">
            <List size="sm">
              {mappingErrors.map(([field, message]) => (
                <List.Item key={field}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {result ? "Done" : "Cancel"}
          </Button>
          <Button type="submit" loading={importStatement.isPending}>
            Import Statement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ImportResult({ result }: { result: TImportStatementResult }) {
  const hasErrors = result.errors.length > 0;
  const hasWarnings = result.warnings.length > 0;
  return (
    <Alert color={hasErrors || hasWarnings ? "orange" : "green"} variant="light" title="Statement imported">
      <Stack gap="xs">
        <Text size="sm">
          {result.lineCount} lines read: {result.newLineCount} new, {result.duplicateCount} already imported,{" "}
          {result.skippedZeroRows} zero-amount rows skipped. {result.autoMatched} matched to transactions
          automatically.
        </Text>
        {hasErrors ? (
          <>
            <Text size="sm" fw={600}>
              {result.errors.length === 1
                ? "1 row could not be read:"
                : `${result.errors.length} rows could not be read:`}
            </Text>
            <List size="sm" aria-label="Rows not imported">
              {result.errors.map((error) => (
                <List.Item key={`${error.row}-${error.message}`}>
                  Row {error.row}: {error.message}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        {hasWarnings ? (
          <>
            <Text size="sm" fw={600}>
              The running balance does not add up: check the statement against the bank's.
            </Text>
            <List size="sm" aria-label="Balance warnings">
              {result.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
