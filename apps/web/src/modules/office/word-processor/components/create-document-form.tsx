import {
  hasVisibleText,
  OFFICE_DOCUMENT_MESSAGES,
  type TOfficeDocument,
  type TOfficeDocumentType,
} from "@inkundla/shared";
import {
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileImport, IconFilePlus, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type MatterChoice, MatterPicker } from "../../../legal-research";
import { checkDocxFile, DOCX_ACCEPT, DOCX_IMPORT_PROBLEMS } from "../docx-import";
import { DocumentEditor } from "../editor/document-editor";
import { useDocumentEditor } from "../editor/use-document-editor";
import { useCreateOfficeDocument, useImportOfficeDocument } from "../hooks/use-office-documents";
import { OFFICE_DOCUMENT_TYPE_OPTIONS } from "../office-document-labels";
import { type ClientChoice, ClientPicker } from "./client-picker";

/** What Create New opens with: blank, or filled from a template. */
export interface DocumentDraft {
  title: string;
  type: TOfficeDocumentType;
  template: string | null;
  content: string;
}

export const BLANK_DRAFT: DocumentDraft = { title: "", type: "contract", template: null, content: "" };

interface CreateDocumentFormProps {
  draft: DocumentDraft;
  onCreated: (document: TOfficeDocument) => void;
  onImported: (document: TOfficeDocument) => void;
}

/**
 * Create New: a title, type, client, matter and sharing, and the content written in the editor (or
 * started from a template). Also imports a Word file as a new document with the same details.
 */
export function CreateDocumentForm({ draft, onCreated, onImported }: CreateDocumentFormProps) {
  const [title, setTitle] = useState(draft.title);
  const [type, setType] = useState<TOfficeDocumentType>(draft.type);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [isShared, setShared] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const editor = useDocumentEditor({ initialContent: draft.content, label: "Document content" });
  const creation = useCreateOfficeDocument({ onCreated });
  const importing = useImportOfficeDocument({ onImported });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creation.isPending) return;
    const content = editor.getHTML();
    if (title.trim() === "" || !hasVisibleText(content)) {
      notifications.show({
        title: "Validation Error",
        message: OFFICE_DOCUMENT_MESSAGES.titleAndContent,
        color: "red",
      });
      return;
    }
    creation.mutate({
      title: title.trim(),
      type,
      template: draft.template,
      content,
      clientId: client?.id ?? null,
      matterId: matter?.id ?? null,
      isShared,
    });
  };

  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkDocxFile(chosen) : null;
    if (problem) {
      notifications.show({ ...DOCX_IMPORT_PROBLEMS[problem], color: "red" });
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const importFile = () => {
    if (!file || importing.isPending) return;
    importing.mutate({ file, title, clientId: client?.id ?? null, matterId: matter?.id ?? null, isShared });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Create a document">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Title"
                withAsterisk
                maxLength={200}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <Select
                label="Type"
                data={OFFICE_DOCUMENT_TYPE_OPTIONS}
                value={type}
                allowDeselect={false}
                onChange={(value) => {
                  if (value) setType(value as TOfficeDocumentType);
                }}
                comboboxProps={{ withinPortal: false }}
              />
              <ClientPicker value={client} onChange={setClient} label="Client (optional)" />
              <MatterPicker
                value={matter}
                onChange={setMatter}
                label="Matter (optional)"
                description="File the document with a matter."
                isRequired={false}
              />
            </SimpleGrid>
            <Switch
              label="Share with the firm"
              description="Colleagues may open and edit a shared document."
              checked={isShared}
              onChange={(event) => setShared(event.currentTarget.checked)}
            />
            {draft.template ? (
              <Text size="sm" c="dimmed">
                Started from a template: replace each {"{{merge field}}"} with the matter's details.
              </Text>
            ) : null}
            <DocumentEditor editor={editor} />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={creation.isPending}
                leftSection={<IconFilePlus size={16} aria-hidden />}
              >
                Create Document
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper
        withBorder
        p={{ base: "sm", sm: "md" }}
        component="section"
        aria-labelledby="import-docx-heading"
      >
        <Stack gap="sm">
          <Title order={2} size="h5" id="import-docx-heading">
            Import DOCX
          </Title>
          <Text size="sm" c="dimmed">
            Turn a Word document into a new document. The title, client, matter and sharing above are used; a
            blank title takes the file's name.
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label="Word document (.docx)"
              description="Up to 10 MB."
              placeholder="Choose a file"
              accept={DOCX_ACCEPT}
              clearable
              clearButtonProps={{ "aria-label": "Clear the chosen file" }}
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={chooseFile}
              style={{ flex: "1 1 260px" }}
            />
            <Button
              variant="light"
              disabled={!file}
              loading={importing.isPending}
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={importFile}
            >
              Import DOCX
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
