import { STATEMENT_DATE_FORMATS } from "@inkundla/shared";
import {
  Checkbox,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { GenericMappingDraft } from "../statement-import-form";

/** The columns of a CSV layout no preset knows, named by heading text or position. */
export function StatementMappingFields({
  draft,
  onChange,
}: {
  draft: GenericMappingDraft;
  onChange: (values: Partial<GenericMappingDraft>) => void;
}) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Name each column by its heading in the file, or by its position (0 for the first column).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Checkbox
            label="The file has a header row"
            checked={draft.headerRow}
            onChange={(event) => onChange({ headerRow: event.currentTarget.checked })}
            mt="lg"
          />
          <TextInput
            label="Lines to skip at the top"
            inputMode="numeric"
            value={draft.skipRows}
            onChange={(event) => onChange({ skipRows: event.currentTarget.value })}
          />
          <NativeSelect
            label="Separator"
            value={draft.delimiter}
            onChange={(event) =>
              onChange({ delimiter: event.currentTarget.value as GenericMappingDraft["delimiter"] })
            }
            data={[
              { value: "", label: "Work it out" },
              { value: ",", label: "Comma ( , )" },
              { value: ";", label: "Semicolon ( ; )" },
            ]}
          />
          <TextInput
            label="Date column"
            required
            value={draft.dateColumn}
            onChange={(event) => onChange({ dateColumn: event.currentTarget.value })}
          />
          <NativeSelect
            label="Date format"
            value={draft.dateFormat}
            onChange={(event) =>
              onChange({ dateFormat: event.currentTarget.value as GenericMappingDraft["dateFormat"] })
            }
            data={[...STATEMENT_DATE_FORMATS]}
          />
          <TextInput
            label="Description column"
            required
            value={draft.descriptionColumn}
            onChange={(event) => onChange({ descriptionColumn: event.currentTarget.value })}
          />
          <TextInput
            label="Reference column"
            value={draft.referenceColumn}
            onChange={(event) => onChange({ referenceColumn: event.currentTarget.value })}
          />
          <TextInput
            label="Balance column"
            value={draft.balanceColumn}
            onChange={(event) => onChange({ balanceColumn: event.currentTarget.value })}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Amount columns"
          value={draft.amountStyle}
          onChange={(value) => onChange({ amountStyle: value as GenericMappingDraft["amountStyle"] })}
          data={[
            { value: "single", label: "One amount column (+ in, − out)" },
            { value: "split", label: "Money in and money out columns" },
          ]}
        />
        {draft.amountStyle === "single" ? (
          <TextInput
            label="Amount column"
            required
            value={draft.amountColumn}
            onChange={(event) => onChange({ amountColumn: event.currentTarget.value })}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Money in column"
              required
              value={draft.moneyInColumn}
              onChange={(event) => onChange({ moneyInColumn: event.currentTarget.value })}
            />
            <TextInput
              label="Money out column"
              required
              value={draft.moneyOutColumn}
              onChange={(event) => onChange({ moneyOutColumn: event.currentTarget.value })}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
