import {
  NEW_SPREADSHEET,
  SPREADSHEET_CONTENT_LIMITS,
  SPREADSHEET_MESSAGES,
  type TSpreadsheet,
  type TSpreadsheetTemplateKey,
  type TSpreadsheetType,
} from "@inkundla/shared";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTablePlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type MatterChoice, MatterPicker } from "../../../legal-research";
import { type ClientChoice, ClientPicker } from "../../word-processor/components/client-picker";
import { useCreateSpreadsheet } from "../hooks/use-spreadsheets";
import { SPREADSHEET_TYPE_OPTIONS } from "../spreadsheet-labels";

/** What Create New opens with: blank, or filled from a template. */
export interface SpreadsheetDraft {
  title: string;
  type: TSpreadsheetType;
  template: TSpreadsheetTemplateKey | null;
  /** The chosen template's title, to say what the sheet starts from. */
  templateTitle: string | null;
}

export const BLANK_SPREADSHEET_DRAFT: SpreadsheetDraft = {
  title: "",
  type: "analysis",
  template: null,
  templateTitle: null,
};

function wholeNumberOr(value: string | number, fallback: number): number {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isInteger(number) ? number : fallback;
}

interface CreateSpreadsheetFormProps {
  draft: SpreadsheetDraft;
  onCreated: (spreadsheet: TSpreadsheet) => void;
}

/**
 * Create New: a title, type, client, matter, sharing and size (the spec's 20 × 6 with its headers), or
 * a template the server fills in. A blank title is refused with the spec's message.
 */
export function CreateSpreadsheetForm({ draft, onCreated }: CreateSpreadsheetFormProps) {
  const [title, setTitle] = useState(draft.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [type, setType] = useState<TSpreadsheetType>(draft.type);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [isShared, setShared] = useState(false);
  const [rows, setRows] = useState<number>(NEW_SPREADSHEET.rows);
  const [columns, setColumns] = useState<number>(NEW_SPREADSHEET.columns);
  const creation = useCreateSpreadsheet({ onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creation.isPending) return;
    if (title.trim() === "") {
      setTitleError(SPREADSHEET_MESSAGES.title);
      notifications.show({ title: "Validation Error", message: SPREADSHEET_MESSAGES.title, color: "red" });
      return;
    }
    const common = {
      title: title.trim(),
      type,
      clientId: client?.id ?? null,
      matterId: matter?.id ?? null,
      isShared,
    };
    creation.mutate(
      draft.template
        ? { ...common, template: draft.template }
        : {
            ...common,
            template: null,
            structure: { rows, columns, headers: NEW_SPREADSHEET.headers.slice(0, columns) },
          },
    );
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Create a spreadsheet">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Title"
              withAsterisk
              maxLength={200}
              value={title}
              error={titleError}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setTitleError(null);
              }}
            />
            <Select
              label="Type"
              data={SPREADSHEET_TYPE_OPTIONS}
              value={type}
              allowDeselect={false}
              onChange={(value) => {
                if (value) setType(value as TSpreadsheetType);
              }}
              comboboxProps={{ withinPortal: false }}
            />
            <ClientPicker value={client} onChange={setClient} label="Client (optional)" />
            <MatterPicker
              value={matter}
              onChange={setMatter}
              label="Matter (optional)"
              description="File the spreadsheet with a matter."
              isRequired={false}
            />
            {draft.template ? null : (
              <>
                <NumberInput
                  label="Rows"
                  min={1}
                  max={SPREADSHEET_CONTENT_LIMITS.maxRows}
                  allowDecimal={false}
                  allowNegative={false}
                  value={rows}
                  onChange={(value) => setRows(wholeNumberOr(value, NEW_SPREADSHEET.rows))}
                />
                <NumberInput
                  label="Columns"
                  min={1}
                  max={SPREADSHEET_CONTENT_LIMITS.maxColumns}
                  allowDecimal={false}
                  allowNegative={false}
                  value={columns}
                  onChange={(value) => setColumns(wholeNumberOr(value, NEW_SPREADSHEET.columns))}
                />
              </>
            )}
          </SimpleGrid>
          <Switch
            label="Share with the firm"
            description="Colleagues may open and edit a shared spreadsheet."
            checked={isShared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {draft.templateTitle
              ? `Starts from the template "${draft.templateTitle}", with its rows, formulas and named cells.`
              : `Row 1 holds the headers ${NEW_SPREADSHEET.headers.slice(0, columns).join(", ")}.`}
          </Text>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={creation.isPending}
              leftSection={<IconTablePlus size={16} aria-hidden />}
            >
              Create Spreadsheet
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
