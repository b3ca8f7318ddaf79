import {
  type TDocumentTemplateSummary,
  type TGenerateRequest,
  type TMergeCheck,
  todayInSouthAfrica,
} from "@inkundla/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle, IconFileText, IconSparkles } from "@tabler/icons-react";
import { type ComponentProps, type FormEvent, useEffect, useMemo, useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { type MatterChoice, MatterPicker } from "../../legal-research";
import { ClientPicker } from "../../office";
import {
  BLANK_PERSON,
  buildGenerationRequest,
  type GenerationForm,
  isNamelessPerson,
  isTypedInFieldList,
  missingPersonParts,
  type PersonRow,
  targetOfMissingField,
} from "../generation-form";
import { useGenerateDocument, useMergeCheck } from "../hooks/use-document-generation";
import { useDocumentTemplates } from "../hooks/use-document-templates";
import { usesPeople } from "../template-catalogue";
import { GeneratedDocumentView } from "./generated-document-view";
import { type AskedField, MergeFieldsPanel } from "./merge-fields-panel";
import { PeopleListInput } from "./people-list-input";

type ClientChoice = NonNullable<ComponentProps<typeof ClientPicker>["value"]>;

/** How long the form rests before its fields are checked again. */
const CHECK_DEBOUNCE_MS = 400;

const FIELD_MAX_LENGTHS: Record<string, number> = { "client.name": 200, "matter.reference": 100 };

/** The spec's prompt when Generate is opened before a template is chosen. */
function PickTemplatePrompt({ onChooseTemplate }: { onChooseTemplate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h4">
          No Template Selected
        </Title>
        <Text size="sm" c="dimmed">
          Please select a template first.
        </Text>
        <Button leftSection={<IconFileText size={16} aria-hidden />} onClick={onChooseTemplate}>
          Choose a template
        </Button>
      </Stack>
    </Paper>
  );
}

/** Adds the fields the check found missing that are typed in the panel, keeping those asked before. */
// A box stays once asked for, though its field is no longer missing: it must not vanish while typed in.
function withAskedFields(asked: AskedField[], missing: TMergeCheck["missing"]): AskedField[] {
  const known = new Set(asked.map((entry) => entry.field));
  const added = missing.filter((entry) => !known.has(entry.field) && isTypedInFieldList(entry.field));
  if (added.length === 0) return asked;
  return [
    ...asked,
    ...added.map((entry) => ({
      field: entry.field,
      label: entry.label,
      maxLength: FIELD_MAX_LENGTHS[entry.field] ?? 5000,
    })),
  ];
}

function TemplateGenerationForm({
  template,
  onChooseTemplate,
}: {
  template: TDocumentTemplateSummary;
  onChooseTemplate: () => void;
}) {
  const includePeople = usesPeople(template.mergeFields);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [clientName, setClientName] = useState("");
  const [matterRef, setMatterRef] = useState("");
  const [date, setDate] = useState(() => todayInSouthAfrica());
  const [details, setDetails] = useState("");
  const [people, setPeople] = useState<PersonRow[]>(() => (includePeople ? [{ ...BLANK_PERSON }] : []));
  const [values, setValues] = useState<Record<string, string>>({});
  const [askedFields, setAskedFields] = useState<AskedField[]>([]);
  const generation = useGenerateDocument();

  const form: GenerationForm = {
    clientId: client?.id ?? null,
    matterId: matter?.id ?? null,
    clientName,
    matterRef,
    date,
    details,
    people,
    values,
  };
  const built = buildGenerationRequest(template.id, form, { includePeople });
  const requestKey = JSON.stringify(built.request);
  const [checkedKey] = useDebouncedValue(requestKey, CHECK_DEBOUNCE_MS);
  const checkRequest = useMemo(() => JSON.parse(checkedKey) as TGenerateRequest, [checkedKey]);
  const check = useMergeCheck(checkRequest);
  const isCheckCurrent = checkedKey === requestKey && check.isSuccess && !check.isPlaceholderData;
  const shownCheck = check.data ?? null;

  useEffect(() => {
    if (check.data) setAskedFields((asked) => withAskedFields(asked, check.data.missing));
  }, [check.data]);

  const missing = shownCheck?.missing ?? [];
  const isMissing = (kind: "details" | "date" | "people") =>
    missing.some(
      (entry) =>
        targetOfMissingField(entry.field, { hasClient: true, hasMatter: true, rowOfPerson: [] }).kind ===
        kind,
    );
  const hasNamelessPerson = people.some(isNamelessPerson);
  const isReady = check.isError
    ? true
    : isCheckCurrent && check.data.missing.length === 0 && check.data.unknown.length === 0;
  const canGenerate = isReady && !hasNamelessPerson && !generation.isPending;

  const readFieldValue = (field: string) => {
    if (field === "client.name" && !client) return clientName;
    if (field === "matter.reference" && !matter) return matterRef;
    return values[field] ?? "";
  };
  const setValue = (field: string, value: string) => {
    if (field === "client.name" && !client) setClientName(value);
    else if (field === "matter.reference" && !matter) setMatterRef(value);
    else setValues((current) => ({ ...current, [field]: value }));
  };
  // The pickers fill these from the records; their boxes would only confuse.
  const shownAskedFields = askedFields.filter(
    (asked) => !(asked.field === "client.name" && client) && !(asked.field === "matter.reference" && matter),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canGenerate) generation.mutate(built.request);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Generate a document">
          <Stack gap="md">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Title order={2} size="h4">
                    {template.name}
                  </Title>
                  <Badge variant="light">{template.category}</Badge>
                </Group>
                {template.description ? (
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                ) : null}
              </Stack>
              <Button variant="subtle" onClick={onChooseTemplate}>
                Change template
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ClientPicker
                value={client}
                onChange={setClient}
                label="Client (optional)"
                description="The client's details fill the client's merge fields."
              />
              <MatterPicker
                value={matter}
                onChange={setMatter}
                label="Matter (optional)"
                description="A matter brings its client and reference."
                isRequired={false}
              />
              <TextInput
                label="Date"
                type="date"
                value={date}
                error={isMissing("date") ? "This template needs a date" : undefined}
                onChange={(event) => setDate(event.currentTarget.value)}
              />
            </SimpleGrid>
            <Textarea
              label="Additional details"
              description="The facts, amounts and terms particular to this document."
              rows={5}
              resize="vertical"
              maxLength={20_000}
              value={details}
              error={isMissing("details") ? "This template needs details" : undefined}
              onChange={(event) => setDetails(event.currentTarget.value)}
            />
            {includePeople ? (
              <PeopleListInput
                people={people}
                onChange={setPeople}
                missingParts={missingPersonParts(missing, built.rowOfPerson)}
                isListMissing={isMissing("people")}
              />
            ) : null}
            <MergeFieldsPanel
              check={shownCheck}
              isChecking={!isCheckCurrent && !check.isError}
              isCheckFailed={check.isError}
              askedFields={shownAskedFields}
              readFieldValue={readFieldValue}
              onValueChange={setValue}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!canGenerate}
                loading={generation.isPending}
                leftSection={<IconSparkles size={16} aria-hidden />}
              >
                Generate Document
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {generation.isPending ? <ListLoading label="Generating the document" /> : null}
      {generation.isSuccess ? (
        <GeneratedDocumentView content={generation.data.content} document={generation.data.document} />
      ) : null}
    </Stack>
  );
}

interface GenerateTabProps {
  /** The template chosen on the Templates tab, if any. */
  templateId: string | null;
  /** Show the Templates tab, to choose (another) template. */
  onChooseTemplate: () => void;
}

/**
 * Generate (spec "Document automation"): the chosen template filled from a client, a matter, the date,
 * details and the people it names. The fields it still lacks are checked as the form is filled.
 */
export function GenerateTab({ templateId, onChooseTemplate }: GenerateTabProps) {
  const templates = useDocumentTemplates();
  if (templateId === null) return <PickTemplatePrompt onChooseTemplate={onChooseTemplate} />;
  if (templates.isPending) return <ListLoading label="Loading the template" />;
  if (templates.isError) {
    return (
      <ListLoadError title="The template could not be loaded" onRetry={() => void templates.refetch()} />
    );
  }
  const template = templates.data.find((candidate) => candidate.id === templateId);
  if (!template) return <PickTemplatePrompt onChooseTemplate={onChooseTemplate} />;
  if (template.retired) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={`"${template.name}" has been retired`}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">It is no longer offered for generation. Choose another template.</Text>
          <Button size="xs" variant="light" onClick={onChooseTemplate}>
            Choose a template
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <TemplateGenerationForm key={template.id} template={template} onChooseTemplate={onChooseTemplate} />;
}
