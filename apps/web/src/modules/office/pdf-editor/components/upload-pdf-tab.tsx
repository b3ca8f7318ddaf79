import { PDF_SESSION_MESSAGES, type TPdfSession } from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconFileTypePdf, IconLock, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorCode, readApiErrorMessage } from "../../../../lib/api-client";
import { type MatterChoice, MatterPicker } from "../../../legal-research";
import { type ClientChoice, ClientPicker } from "../../word-processor/components/client-picker";
import { useUploadPdfSession } from "../hooks/use-pdf-sessions";
import { checkPdfFile, PDF_FILE_PROBLEMS } from "../pdf-file-check";
import { PDF_ENCRYPTED_CODE } from "../pdf-sessions.api";
import { BundleBuilder } from "./bundle-builder";
import { PdfDropZone } from "./pdf-drop-zone";

interface UploadPdfTabProps {
  onOpen: (session: TPdfSession) => void;
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

/**
 * Upload PDF: a PDF checked here by name, size and first bytes (the server checks again), filed with
 * a client and matter when chosen. A protected PDF asks for its password and is sent again with it.
 * Below, the bundle builder.
 */
export function UploadPdfTab({ onOpen }: UploadPdfTabProps) {
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState("");
  const upload = useUploadPdfSession({
    onUploaded: (session) => {
      setFile(null);
      setNeedsPassword(false);
      setPassword("");
      onOpen(session);
    },
  });

  const choose = async ([chosen]: File[]) => {
    if (!chosen) return;
    upload.reset();
    setNeedsPassword(false);
    setPassword("");
    const found = await checkPdfFile(chosen);
    if (found) {
      setFile(null);
      setProblem(PDF_FILE_PROBLEMS[found]);
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const send = () => {
    if (!file || upload.isPending) return;
    upload.mutate(
      {
        file,
        clientId: client?.id ?? null,
        matterId: matter?.id ?? null,
        password: needsPassword ? password : null,
      },
      {
        onError: (error) => {
          if (readApiErrorCode(error) === PDF_ENCRYPTED_CODE) setNeedsPassword(true);
        },
      },
    );
  };

  const isEncryptedRefusal = upload.isError && readApiErrorCode(upload.error) === PDF_ENCRYPTED_CODE;
  const refusal =
    upload.isError && !(isEncryptedRefusal && password === "")
      ? (readApiErrorMessage(upload.error) ?? "Failed to upload the PDF. Please try again.")
      : null;

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby="upload-pdf-heading">
        <Stack gap="md">
          <Title order={2} size="h5" id="upload-pdf-heading">
            Upload a PDF
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ClientPicker value={client} onChange={setClient} label="Client (optional)" />
            <MatterPicker
              value={matter}
              onChange={setMatter}
              label="Matter (optional)"
              description="File the PDF with a matter."
              isRequired={false}
            />
          </SimpleGrid>
          <PdfDropZone
            label="Choose a PDF"
            hint="Drop a PDF here, or choose one. Up to 50 MB; the original is kept as uploaded."
            onFiles={(files) => void choose(files)}
            isDisabled={upload.isPending}
          />
          {problem ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={18} />}
              title={problem.title}
            >
              {problem.message}
            </Alert>
          ) : null}
          {file ? (
            <Group gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {file.name} · {formatMegabytes(file.size)}
              </Text>
            </Group>
          ) : null}
          {needsPassword ? (
            <Stack gap="xs">
              <Alert color="yellow" variant="light" icon={<IconLock size={18} />} role="status">
                {PDF_SESSION_MESSAGES.encrypted}
              </Alert>
              <PasswordInput
                label="Password"
                description="The password that opens this PDF."
                value={password}
                maxLength={200}
                onChange={(event) => setPassword(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") send();
                }}
              />
            </Stack>
          ) : null}
          {refusal && !upload.isPending ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={18} />}
              title="Upload Failed"
            >
              {refusal}
            </Alert>
          ) : null}
          {upload.isPending ? (
            <Stack gap={4}>
              <Text size="sm">Uploading {file?.name}…</Text>
              <Progress value={100} striped animated aria-label="Uploading the PDF" />
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!file || (needsPassword && password === "")}
              loading={upload.isPending}
              onClick={send}
            >
              {needsPassword ? "Open with password" : "Upload PDF"}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <BundleBuilder client={client} matter={matter} onCreated={onOpen} />
    </Stack>
  );
}
