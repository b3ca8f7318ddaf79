import {
  OFFICE_DOCUMENT_TYPE_LABELS,
  OFFICE_DOCUMENT_TYPES,
  TEMPLATE_CATEGORIES,
  type TOfficeDocumentType,
  type TTemplateCategory,
} from "@inkundla/shared";
import { Alert, Code, List, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { readUnknownMergeFields } from "../document-automation.api";

/** A template's details, as typed in the New, Edit and Import forms. */
export interface TemplateDetails {
  name: string;
  description: string;
  category: TTemplateCategory;
  documentType: TOfficeDocumentType;
}

export const BLANK_TEMPLATE_DETAILS: TemplateDetails = {
  name: "",
  description: "",
  category: "Contracts",
  documentType: "contract",
};

const DOCUMENT_TYPE_OPTIONS = OFFICE_DOCUMENT_TYPES.map((value) => ({
  value,
  label: OFFICE_DOCUMENT_TYPE_LABELS[value],
}));

interface TemplateDetailsInputsProps {
  details: TemplateDetails;
  onChange: (details: TemplateDetails) => void;
  nameError?: string | null;
}

/** Name, description, category and document type of a firm template. */
export function TemplateDetailsInputs({ details, onChange, nameError }: TemplateDetailsInputsProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        withAsterisk
        maxLength={200}
        value={details.name}
        error={nameError}
        onChange={(event) => onChange({ ...details, name: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        maxLength={1000}
        rows={2}
        resize="vertical"
        value={details.description}
        onChange={(event) => onChange({ ...details, description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Category"
          data={[...TEMPLATE_CATEGORIES]}
          value={details.category}
          onChange={(event) =>
            onChange({ ...details, category: event.currentTarget.value as TTemplateCategory })
          }
        />
        <NativeSelect
          label="Document type"
          data={DOCUMENT_TYPE_OPTIONS}
          value={details.documentType}
          onChange={(event) =>
            onChange({ ...details, documentType: event.currentTarget.value as TOfficeDocumentType })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Why the server refused a template. Fields that do not exist are listed one by one (the message says
 * which field was probably meant), as a typo in a merge field would otherwise print as a blank.
 */
export function TemplateRefusal({ error, fallback }: { error: unknown; fallback: string }) {
  const unknown = readUnknownMergeFields(error);
  const message = readApiErrorMessage(error) ?? fallback;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={unknown ? "Unknown merge fields" : "Not saved"}
    >
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        {unknown && unknown.length > 0 ? (
          <List size="sm">
            {unknown.map((field) => (
              <List.Item key={field}>
                <Code>{`{{${field}}}`}</Code>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Alert>
  );
}
