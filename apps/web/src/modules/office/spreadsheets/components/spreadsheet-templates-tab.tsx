import { SPREADSHEET_TYPE_LABELS, type TSpreadsheet, type TSpreadsheetTemplate } from "@inkundla/shared";
import { Badge, Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileImport, IconTemplate, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useImportSpreadsheet, useSpreadsheetTemplates } from "../hooks/use-spreadsheets";
import { SPREADSHEET_TYPE_COLORS, sheetSizeLabel } from "../spreadsheet-labels";
import { checkXlsxFile, XLSX_ACCEPT, XLSX_IMPORT_PROBLEMS } from "../xlsx-import";

/** Import XLSX: an Excel workbook becomes a new sheet (values, formulas and formats kept) and opens. */
function ImportXlsxPanel({ onImported }: { onImported: (spreadsheet: TSpreadsheet) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportSpreadsheet({
    onImported: (spreadsheet) => {
      setFile(null);
      onImported(spreadsheet);
    },
  });
  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkXlsxFile(chosen) : null;
    if (problem) {
      notifications.show({ ...XLSX_IMPORT_PROBLEMS[problem], color: "red" });
      setFile(null);
      return;
    }
    setFile(chosen);
  };
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby="import-xlsx-heading">
      <Stack gap="sm">
        <Title order={2} size="h5" id="import-xlsx-heading">
          Import XLSX
        </Title>
        <Text size="sm" c="dimmed">
          Turn an Excel workbook's first sheet into a new spreadsheet, keeping its values, formulas and
          formats. It takes the file's name as its title.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="Excel workbook (.xlsx)"
            description="Up to 10 MB."
            placeholder="Choose a file"
            accept={XLSX_ACCEPT}
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
            onClick={() => {
              if (file && !importing.isPending) importing.mutate({ file });
            }}
          >
            Import XLSX
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TemplateCards({ onChoose }: { onChoose: (template: TSpreadsheetTemplate) => void }) {
  const templates = useSpreadsheetTemplates();
  if (templates.isPending) return <ListLoading label="Loading templates" />;
  if (templates.isError) {
    return <ListLoadError title="Templates could not be loaded" onRetry={() => void templates.refetch()} />;
  }
  if (templates.data.length === 0) {
    return <ListEmpty title="No templates" hint="There are no spreadsheet templates to start from." />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {templates.data.map((template) => (
        <Paper key={template.key} component="article" withBorder p="md" aria-label={template.title}>
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge color={SPREADSHEET_TYPE_COLORS[template.type]} variant="light">
                  {SPREADSHEET_TYPE_LABELS[template.type]}
                </Badge>
                <Badge color="gray" variant="outline">
                  {sheetSizeLabel(template)}
                </Badge>
              </Group>
              <Title order={3} size="h5">
                {template.title}
              </Title>
              <Text size="sm" c="dimmed">
                {template.description}
              </Text>
            </Stack>
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTemplate size={14} aria-hidden />}
                aria-label={`Use template: ${template.title}`}
                onClick={() => onChoose(template)}
              >
                Use template
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface SpreadsheetTemplatesTabProps {
  onChoose: (template: TSpreadsheetTemplate) => void;
  onImported: (spreadsheet: TSpreadsheet) => void;
}

/** Templates: the six built-in sheets (choosing one fills Create New) and the Excel import. */
export function SpreadsheetTemplatesTab({ onChoose, onImported }: SpreadsheetTemplatesTabProps) {
  return (
    <Stack gap="lg">
      <TemplateCards onChoose={onChoose} />
      <ImportXlsxPanel onImported={onImported} />
    </Stack>
  );
}
