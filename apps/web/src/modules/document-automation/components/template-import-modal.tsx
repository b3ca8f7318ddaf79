import { Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { IconFileImport, IconUpload } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { checkDocxFile, DOCX_ACCEPT, DOCX_IMPORT_PROBLEMS } from "../../office";
import { useImportTemplate } from "../hooks/use-document-templates";
import {
  BLANK_TEMPLATE_DETAILS,
  type TemplateDetails,
  TemplateDetailsInputs,
  TemplateRefusal,
} from "./template-fields-inputs";

/** Why a chosen file cannot be sent, before it is sent (the word processor's rule); the server reads its content too. */
function fileProblem(file: File | null): string | null {
  if (!file) return "Choose a Word document (.docx) to import.";
  const problem = checkDocxFile(file);
  return problem ? DOCX_IMPORT_PROBLEMS[problem].message : null;
}

function ImportTemplateForm({ onClose }: { onClose: () => void }) {
  const [details, setDetails] = useState<TemplateDetails>(BLANK_TEMPLATE_DETAILS);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const importing = useImportTemplate({ onImported: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importing.isPending) return;
    const found = {
      name: details.name.trim() === "" ? "Please give the template a name." : undefined,
      file: fileProblem(file) ?? undefined,
    };
    setErrors(found);
    if (found.name || found.file || !file) return;
    importing.mutate({ ...details, file });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Import a template from Word">
      <Stack gap="md">
        {importing.isError ? (
          <TemplateRefusal
            error={importing.error}
            fallback="Failed to import the template. Please try again."
          />
        ) : null}
        <Text size="sm" c="dimmed">
          Type the merge fields into the Word document as {"{{client.name}}"}; the rest of its text and
          formatting is kept.
        </Text>
        <FileInput
          label="Word document (.docx)"
          description="Up to 10 MB."
          placeholder="Choose a file"
          withAsterisk
          accept={DOCX_ACCEPT}
          clearable
          clearButtonProps={{ "aria-label": "Clear the chosen file" }}
          leftSection={<IconUpload size={16} aria-hidden />}
          value={file}
          error={errors.file}
          onChange={setFile}
        />
        <TemplateDetailsInputs details={details} onChange={setDetails} nameError={errors.name} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={importing.isPending}
            leftSection={<IconFileImport size={16} aria-hidden />}
          >
            Import template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Import from Word: a DOCX with merge fields typed in it becomes one of the firm's templates. */
export function TemplateImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import template from Word" size="lg">
      <ImportTemplateForm onClose={onClose} />
    </Modal>
  );
}
