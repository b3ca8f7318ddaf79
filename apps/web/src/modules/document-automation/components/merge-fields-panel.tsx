import type { TMergeCheck } from "@inkundla/shared";
import { Alert, Code, Group, List, Loader, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";

/** A field asked for in this panel: the spec's client name or matter reference, or a value the records lack. */
export interface AskedField {
  /** The merge field as the check names it ("matter.caseNumber"). */
  field: string;
  label: string;
  maxLength: number;
}

interface MergeFieldsPanelProps {
  /** The last check's answer for the form as it stands, or null while it is being asked. */
  check: TMergeCheck | null;
  isChecking: boolean;
  /** The check could not be made; generating will say what is missing instead. */
  isCheckFailed: boolean;
  askedFields: readonly AskedField[];
  readFieldValue: (field: string) => string;
  onValueChange: (field: string, value: string) => void;
}

/**
 * "Check fields": what the template needs that neither the picked client and matter nor the form gives,
 * each with a box to type it in. Generate stays disabled until nothing is missing, so no document is
 * printed with a blank or a bracketed label.
 */
export function MergeFieldsPanel({
  check,
  isChecking,
  isCheckFailed,
  askedFields,
  readFieldValue,
  onValueChange,
}: MergeFieldsPanelProps) {
  const missingFields = new Set(check?.missing.map((entry) => entry.field));
  return (
    <Stack gap="sm" component="section" aria-label="Merge fields check">
      {check && check.unknown.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="This template uses merge fields that do not exist"
        >
          <Stack gap={4}>
            <Group gap={6} wrap="wrap">
              {check.unknown.map((field) => (
                <Code key={field}>{`{{${field}}}`}</Code>
              ))}
            </Group>
            <Text size="sm">Ask someone who keeps the firm's templates to correct it before generating.</Text>
          </Stack>
        </Alert>
      ) : null}
      {check && check.missing.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Fill in before generating"
        >
          <List size="sm">
            {check.missing.map((entry) => (
              <List.Item key={entry.field}>{entry.label}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {askedFields.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {askedFields.map((asked) => (
            <TextInput
              key={asked.field}
              label={asked.label}
              maxLength={asked.maxLength}
              value={readFieldValue(asked.field)}
              error={missingFields.has(asked.field) ? "Still needed" : undefined}
              onChange={(event) => onValueChange(asked.field, event.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {isChecking ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed" role="status">
            Checking fields…
          </Text>
        </Group>
      ) : isCheckFailed ? (
        <Text size="sm" c="dimmed">
          The fields could not be checked; generating will say if any is missing.
        </Text>
      ) : check && check.missing.length === 0 && check.unknown.length === 0 ? (
        <Group gap="xs">
          <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden />
          <Text size="sm">Every merge field has a value.</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
