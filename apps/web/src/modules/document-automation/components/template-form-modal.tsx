import { ZDocumentTemplateCreateRequest } from "@inkundla/shared";
import { Alert, Button, Code, Group, Modal, Stack, Text, Textarea, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useCreateTemplate, useDocumentTemplate, useUpdateTemplate } from "../hooks/use-document-templates";
import {
  BLANK_TEMPLATE_DETAILS,
  type TemplateDetails,
  TemplateDetailsInputs,
  TemplateRefusal,
} from "./template-fields-inputs";

/** The first message the shared schema gives for each field, to show beside it. */
function validationErrors(details: TemplateDetails, content: string): { name?: string; content?: string } {
  const parsed = ZDocumentTemplateCreateRequest.safeParse({ ...details, content });
  if (parsed.success) return {};
  const errors: { name?: string; content?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "content") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The merge fields a drafter may click to insert where the cursor stands. */
function MergeFieldList({
  fields,
  onInsert,
}: {
  fields: readonly string[];
  onInsert: (tag: string) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Merge fields
      </Text>
      <Text size="xs" c="dimmed">
        Click one to insert it. A list of people is repeated with{" "}
        <Code>{"{{#each people}} {{this.name}} ({{this.role}}) {{/each}}"}</Code>; a part shown only when it
        has a value is written <Code>{"{{#if matter.caseNumber}} … {{/if}}"}</Code>.
      </Text>
      <Group gap={6} wrap="wrap">
        {fields.map((field) => (
          <UnstyledButton
            key={field}
            aria-label={`Insert merge field ${field}`}
            onClick={() => onInsert(`{{${field}}}`)}
          >
            <Code>{`{{${field}}}`}</Code>
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}

interface TemplateEditorProps {
  initialDetails: TemplateDetails;
  initialContent: string;
  mergeFields: readonly string[];
  onSubmit: (details: TemplateDetails, content: string) => void;
  isPending: boolean;
  /** The refusal of the last attempt, or a conflict notice. */
  problem: ReactNode;
  submitLabel: string;
  onCancel: () => void;
}

function TemplateEditor({
  initialDetails,
  initialContent,
  mergeFields,
  onSubmit,
  isPending,
  problem,
  submitLabel,
  onCancel,
}: TemplateEditorProps) {
  const [details, setDetails] = useState(initialDetails);
  const [content, setContent] = useState(initialContent);
  const [errors, setErrors] = useState<{ name?: string; content?: string }>({});
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const insert = (tag: string) => {
    const box = contentRef.current;
    const start = box?.selectionStart ?? content.length;
    const end = box?.selectionEnd ?? content.length;
    setContent(`${content.slice(0, start)}${tag}${content.slice(end)}`);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validationErrors(details, content);
    setErrors(found);
    if (found.name || found.content) return;
    onSubmit(details, content);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Template details">
      <Stack gap="md">
        {problem}
        <TemplateDetailsInputs details={details} onChange={setDetails} nameError={errors.name} />
        <Textarea
          ref={contentRef}
          label="Template text"
          description="HTML or plain text, with merge fields written {{client.name}}."
          withAsterisk
          rows={14}
          resize="vertical"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          value={content}
          error={errors.content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        {mergeFields.length > 0 ? <MergeFieldList fields={mergeFields} onInsert={insert} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewTemplateForm({ mergeFields, onClose }: { mergeFields: readonly string[]; onClose: () => void }) {
  const creation = useCreateTemplate({ onCreated: onClose });
  return (
    <TemplateEditor
      initialDetails={BLANK_TEMPLATE_DETAILS}
      initialContent=""
      mergeFields={mergeFields}
      isPending={creation.isPending}
      problem={
        creation.isError ? (
          <TemplateRefusal
            error={creation.error}
            fallback="Failed to create the template. Please try again."
          />
        ) : null
      }
      submitLabel="Create template"
      onSubmit={(details, content) => creation.mutate({ ...details, content })}
      onCancel={onClose}
    />
  );
}

function ConflictNotice({ onReload, isReloading }: { onReload: () => void; isReloading: boolean }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Someone else saved this template"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          A colleague saved a newer version after you opened it. Reload it to see their changes, then make
          yours again.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          loading={isReloading}
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReload}
        >
          Reload template
        </Button>
      </Stack>
    </Alert>
  );
}

function EditTemplateForm({
  templateId,
  mergeFields,
  onClose,
}: {
  templateId: string;
  mergeFields: readonly string[];
  onClose: () => void;
}) {
  const template = useDocumentTemplate(templateId);
  const update = useUpdateTemplate(templateId, { onSaved: onClose });
  if (template.isPending) return <ListLoading label="Loading the template" />;
  if (template.isError) {
    return <ListLoadError title="The template could not be loaded" onRetry={() => void template.refetch()} />;
  }
  const loaded = template.data;
  const isConflict = update.data?.kind === "conflict";
  const reload = () => {
    void template.refetch().then(() => update.reset());
  };
  return (
    <TemplateEditor
      // A reloaded version starts the form afresh from what was saved.
      key={loaded.version}
      initialDetails={{
        name: loaded.name,
        description: loaded.description,
        category: loaded.category,
        documentType: loaded.documentType,
      }}
      initialContent={loaded.content}
      mergeFields={mergeFields}
      isPending={update.isPending}
      problem={
        isConflict ? (
          <ConflictNotice onReload={reload} isReloading={template.isFetching} />
        ) : update.isError ? (
          <TemplateRefusal error={update.error} fallback="Failed to save the template. Please try again." />
        ) : null
      }
      submitLabel="Save template"
      onSubmit={(details, content) => update.mutate({ ...details, content, baseVersion: loaded.version })}
      onCancel={onClose}
    />
  );
}

interface TemplateFormModalProps {
  opened: boolean;
  /** The firm template to edit; null writes a new one. */
  templateId: string | null;
  mergeFields: readonly string[];
  onClose: () => void;
}

/** New template, or Edit of one of the firm's own: its details and its text with merge fields. */
export function TemplateFormModal({ opened, templateId, mergeFields, onClose }: TemplateFormModalProps) {
  const isPhone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={templateId ? "Edit template" : "New template"}
      size="xl"
      fullScreen={isPhone}
    >
      {templateId ? (
        <EditTemplateForm templateId={templateId} mergeFields={mergeFields} onClose={onClose} />
      ) : (
        <NewTemplateForm mergeFields={mergeFields} onClose={onClose} />
      )}
    </Modal>
  );
}
