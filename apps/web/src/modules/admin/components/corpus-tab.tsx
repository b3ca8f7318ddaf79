import {
  formatDateTime,
  type TCorpusImport,
  type TCorpusImportOutcome,
  type TCorpusImportStatus,
} from "@inkundla/shared";
import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconUpload } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { checkCorpusUpload, describeFileSize } from "../corpus-upload";
import { isImportInProgress, useCorpusImports, useUploadCorpusFiles } from "../hooks/use-corpus-imports";

const STATUS_LABELS: Record<TCorpusImportStatus, { label: string; color: string }> = {
  queued: { label: "Queued", color: "gray" },
  running: { label: "Running", color: "blue" },
  completed: { label: "Completed", color: "green" },
  failed: { label: "Failed", color: "red" },
};

const OUTCOME_LABELS: Record<TCorpusImportOutcome, { label: string; color: string }> = {
  imported: { label: "Imported", color: "green" },
  duplicate: { label: "Duplicate", color: "gray" },
  failed: { label: "Failed", color: "red" },
};

/** The upload: several files or a ZIP; files over 50 MB are named before anything is sent. */
function CorpusUploadForm() {
  const [files, setFiles] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const upload = useUploadCorpusFiles();
  const check = checkCorpusUpload(files);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (check.problem) return;
    upload.mutate(files, { onSuccess: () => setFiles([]) });
  };

  const problem = files.length > 0 || isChecked ? check.problem : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label="Files to import"
          description="Judgments (PDF, Word .docx, HTML, plain text), Acts in Akoma Ntoso XML, or a ZIP of them: up to 50 files of 50 MB each."
          placeholder="Choose files"
          multiple
          clearable
          accept=".pdf,.docx,.txt,.html,.htm,.xml,.zip"
          leftSection={<IconUpload size={16} />}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            upload.reset();
          }}
          error={problem}
        />
        {files.length > 0 ? (
          <ul aria-label="Chosen files" style={{ margin: 0, paddingLeft: "1.25rem" }}>
            {files.map((file) => {
              const isTooLarge = check.tooLarge.includes(file);
              return (
                <li key={`${file.name}:${file.size}:${file.lastModified}`}>
                  <Text size="sm" c={isTooLarge ? "red" : undefined} span>
                    {file.name} ({describeFileSize(file.size)}){isTooLarge ? " — too large" : ""}
                  </Text>
                </li>
              );
            })}
          </ul>
        ) : null}
        {upload.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={16} />} title="The files were not sent">
            {readApiErrorMessage(upload.error) ?? "Please try again."}
          </Alert>
        ) : null}
        {upload.isSuccess ? (
          <Text size="sm" c="green">
            Import started: the files are read in the background. Progress shows below.
          </Text>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={files.length > 0 && check.problem !== null}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ImportResults({ corpusImport }: { corpusImport: TCorpusImport }) {
  if (corpusImport.results.length === 0) return null;
  return (
    <Table
      aria-label={`Files of the import of ${formatDateTime(corpusImport.createdAt)}`}
      verticalSpacing={4}
    >
      <Table.Tbody>
        {corpusImport.results.map((result, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: results are only appended, so a position is a result's identity
          <Table.Tr key={index}>
            <Table.Td style={{ wordBreak: "break-all" }}>{result.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" size="sm" color={OUTCOME_LABELS[result.outcome].color}>
                {OUTCOME_LABELS[result.outcome].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {result.reason ?? ""}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ImportCard({ corpusImport }: { corpusImport: TCorpusImport }) {
  const status = STATUS_LABELS[corpusImport.status];
  return (
    <Paper
      withBorder
      p="sm"
      aria-label={`Import of ${formatDateTime(corpusImport.createdAt)}`}
      component="section"
    >
      <Stack gap="xs">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            <time dateTime={corpusImport.createdAt}>{formatDateTime(corpusImport.createdAt)}</time>
          </Text>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
          <Text size="sm">
            {corpusImport.processedCount} of {corpusImport.fileCount} files
            {isImportInProgress(corpusImport) ? " (updating…)" : ""}
          </Text>
        </Group>
        {corpusImport.error ? (
          <Text size="sm" c="red">
            {corpusImport.error}
          </Text>
        ) : null}
        <ImportResults corpusImport={corpusImport} />
      </Stack>
    </Paper>
  );
}

/**
 * The platform admin adds judgments and Acts to the reference corpus every firm searches. Each upload
 * is read by a background job; the list shows its progress and what became of each file.
 */
export function CorpusTab() {
  const importsQuery = useCorpusImports();

  let content: ReactNode;
  if (importsQuery.isPending) {
    content = <ListLoading label="Loading imports" />;
  } else if (importsQuery.isError) {
    content = (
      <ListLoadError title="Imports could not be loaded" onRetry={() => void importsQuery.refetch()} />
    );
  } else if (importsQuery.data.imports.length === 0) {
    content = (
      <ListEmpty title="No imports yet" hint="Files imported here are listed with each file's outcome." />
    );
  } else {
    content = (
      <Stack gap="sm">
        {importsQuery.data.imports.map((corpusImport) => (
          <ImportCard key={corpusImport.id} corpusImport={corpusImport} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Text size="sm" c="dimmed">
        The reference corpus is what every firm's legal research searches. A duplicate (the same text or the
        same citation as a document already there) is reported and not stored twice; a file that cannot be
        read is reported with the reason, and the rest of the upload goes on.
      </Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Import files
          </Title>
          <CorpusUploadForm />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Imports
          </Title>
          {content}
        </Stack>
      </Paper>
    </Stack>
  );
}
