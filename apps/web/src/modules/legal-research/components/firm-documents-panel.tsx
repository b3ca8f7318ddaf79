import {
  CORPUS_IMPORT_MAX_FILE_BYTES,
  CORPUS_IMPORT_MAX_FILES,
  type TCorpusImport,
  type TCorpusImportOutcome,
} from "@inkundla/shared";
import { Alert, Badge, Button, FileInput, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  isImportFinished,
  useCorpusImport,
  useFirmDocumentPermissions,
  useUploadFirmDocuments,
} from "../hooks/use-firm-document-import";

const ACCEPTED_TYPES = ".pdf,.docx,.txt,.html,.htm,.zip";
const MAX_FILE_MB = CORPUS_IMPORT_MAX_FILE_BYTES / (1024 * 1024);

const OUTCOME_LABELS: Record<TCorpusImportOutcome, { label: string; color: string }> = {
  imported: { label: "Imported", color: "green" },
  duplicate: { label: "Already there", color: "gray" },
  failed: { label: "Failed", color: "red" },
};

/** Why the chosen files cannot be sent, or null when they can. */
export function checkFirmDocumentFiles(files: readonly File[]): string | null {
  if (files.length === 0) return "Choose one or more files, or a ZIP of them.";
  if (files.length > CORPUS_IMPORT_MAX_FILES)
    return `Choose at most ${CORPUS_IMPORT_MAX_FILES} files at a time.`;
  const tooLarge = files.find((file) => file.size > CORPUS_IMPORT_MAX_FILE_BYTES);
  if (tooLarge) return `${tooLarge.name} is larger than ${MAX_FILE_MB} MB.`;
  return null;
}

function progressLine(corpusImport: TCorpusImport): string {
  switch (corpusImport.status) {
    case "queued":
      return "Waiting to be read…";
    case "running":
      return `Reading: ${corpusImport.processedCount} of ${corpusImport.fileCount} files done…`;
    case "completed":
      return `Done: ${corpusImport.processedCount} of ${corpusImport.fileCount} files read.`;
    case "failed":
      return "The import stopped.";
    default: {
      const unknownStatus: never = corpusImport.status;
      return unknownStatus;
    }
  }
}

function ImportProgress({ importId }: { importId: string }) {
  const corpusImport = useCorpusImport(importId);
  if (corpusImport.isPending) return <Text size="sm">Waiting to be read…</Text>;
  if (corpusImport.isError) {
    return (
      <Text size="sm" c="red">
        {readApiErrorMessage(corpusImport.error) ?? "The import's progress could not be read."}
      </Text>
    );
  }
  const data = corpusImport.data;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm" fw={500}>
        {progressLine(data)}
      </Text>
      {data.error ? (
        <Text size="sm" c="red">
          {data.error}
        </Text>
      ) : null}
      {data.results.length > 0 ? (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label="Files read">
          {data.results.map((result, index) => (
            // Names may repeat (two folders of one ZIP); the order is the import's own.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={`${index}-${result.name}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={OUTCOME_LABELS[result.outcome].color} variant="light" style={{ flexShrink: 0 }}>
                  {OUTCOME_LABELS[result.outcome].label}
                </Badge>
                <Stack gap={0}>
                  <Text size="sm" style={{ wordBreak: "break-word" }}>
                    {result.name}
                  </Text>
                  {result.reason ? (
                    <Text size="xs" c="dimmed">
                      {result.reason}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function UploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadFirmDocuments();
  const progress = useCorpusImport(importId);
  const isReading = importId !== null && !isImportFinished(progress.data);

  const close = () => {
    setFiles([]);
    setError(null);
    setImportId(null);
    upload.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFirmDocumentFiles(files);
    setError(problem);
    if (problem) return;
    upload.mutate(files, {
      onSuccess: (started) => {
        setImportId(started.importId);
        setFiles([]);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Add firm documents" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Opinions, memoranda and precedents you add are searched with the law and open in the reader. Only
          your firm's members see them.
        </Text>
        {upload.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Upload failed">
            {readApiErrorMessage(upload.error) ?? "The files could not be sent. Please try again."}
          </Alert>
        ) : null}
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <FileInput
              label="Files"
              description={`PDF, Word (DOCX), text or HTML files, or a ZIP of them; up to ${MAX_FILE_MB} MB each.`}
              placeholder="Choose files"
              multiple
              clearable
              accept={ACCEPTED_TYPES}
              value={files}
              error={error}
              onChange={(chosen) => {
                setFiles(chosen);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {importId ? "Close" : "Cancel"}
              </Button>
              <Button
                type="submit"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
                disabled={isReading}
              >
                Upload
              </Button>
            </Group>
          </Stack>
        </form>
        {importId ? <ImportProgress importId={importId} /> : null}
      </Stack>
    </Modal>
  );
}

/** "Your firm's documents": the firm's own opinions and precedents, added to what its members search. */
export function FirmDocumentsPanel() {
  const [isOpen, dialog] = useDisclosure(false);
  const { canManage } = useFirmDocumentPermissions();
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          Your firm's documents
        </Title>
        <Text size="sm" c="dimmed">
          Search your own opinions and precedents with the law. Only your firm's members see them.
        </Text>
        {canManage ? (
          <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={dialog.open}>
            Add firm documents
          </Button>
        ) : (
          <Text size="sm">The firm's owner, attorneys and paralegals add documents here.</Text>
        )}
      </Stack>
      {canManage ? <UploadDialog opened={isOpen} onClose={dialog.close} /> : null}
    </Paper>
  );
}
