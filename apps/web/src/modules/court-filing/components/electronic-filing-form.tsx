import {
  CASE_NUMBER_EXAMPLES,
  COURT_FILING_LIMITS,
  COURT_LEVEL_LABELS,
  COURT_LEVEL_SYSTEMS,
  COURT_LEVELS,
  checkCaseNumber,
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_DOCUMENT_TYPES,
  FILING_SYSTEM_LABELS,
  FILING_URGENCIES,
  FILING_URGENCY_LABELS,
  type TCourtLevel,
  type TFilingDocumentType,
  type TFilingUrgency,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconFileUpload, IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type MatterChoice, MatterPicker } from "../../legal-research";
import { useSubmitFiling } from "../hooks/use-court-filing";

const COURT_OPTIONS = COURT_LEVELS.map((level) => ({
  value: level,
  label: `${COURT_LEVEL_LABELS[level]} (${FILING_SYSTEM_LABELS[COURT_LEVEL_SYSTEMS[level]]})`,
}));
const DOCUMENT_OPTIONS = FILING_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: FILING_DOCUMENT_TYPE_LABELS[type],
}));
const URGENCY_OPTIONS = FILING_URGENCIES.map((urgency) => ({
  value: urgency,
  label: FILING_URGENCY_LABELS[urgency],
}));
const ACCEPTED_FILES =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MAX_MB = COURT_FILING_LIMITS.maxFileBytes / (1024 * 1024);

function pick<TValue extends string>(values: readonly TValue[], chosen: string | null): TValue | null {
  return values.find((value) => value === chosen) ?? null;
}

type Problems = { matter?: string; caseNumber?: string; documentType?: string; files?: string };

/** Electronic Filings: the spec's submit form, tied to a matter; the adapter prepares the bundle. */
export function ElectronicFilingForm({ onSubmitted }: { onSubmitted: (id: string) => void }) {
  const submit = useSubmitFiling();
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [courtLevel, setCourtLevel] = useState<TCourtLevel | null>(null);
  const [caseNumber, setCaseNumber] = useState("");
  const [documentType, setDocumentType] = useState<TFilingDocumentType | null>(null);
  const [urgency, setUrgency] = useState<TFilingUrgency>("normal");
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});

  const check = (): Problems => {
    const found: Problems = {};
    if (!matter) found.matter = "Choose the matter the filing belongs to.";
    if (courtLevel) {
      const result = checkCaseNumber(courtLevel, caseNumber);
      if (!result.ok) found.caseNumber = result.message;
    }
    if (!documentType) found.documentType = "Choose the document type.";
    if (files.length === 0) found.files = "Choose at least one file: PDF, DOC or DOCX.";
    const tooLarge = files.find((file) => file.size > COURT_FILING_LIMITS.maxFileBytes);
    if (tooLarge) found.files = `${tooLarge.name} is larger than ${MAX_MB} MB.`;
    if (files.length > COURT_FILING_LIMITS.maxFiles)
      found.files = `Choose at most ${COURT_FILING_LIMITS.maxFiles} files.`;
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || !courtLevel) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0 || !matter || !documentType) return;
    submit.mutate(
      { matterId: matter.id, courtLevel, caseNumber, documentType, urgency, files },
      {
        onSuccess: (filing) => {
          setCaseNumber("");
          setFiles([]);
          setProblems({});
          onSubmitted(filing.id);
        },
      },
    );
  };

  const system = courtLevel ? FILING_SYSTEM_LABELS[COURT_LEVEL_SYSTEMS[courtLevel]] : null;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={onSubmit} aria-label="Prepare a court filing">
        <Stack gap="md">
          <MatterPicker
            value={matter}
            onChange={(choice) => setMatter(choice)}
            error={problems.matter ?? null}
            description="The filing, its bundle and its response deadline belong to this matter."
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Court level"
              placeholder="Choose the court"
              withAsterisk
              data={COURT_OPTIONS}
              value={courtLevel}
              onChange={(value) => setCourtLevel(pick(COURT_LEVELS, value))}
            />
            <TextInput
              label="Case number"
              withAsterisk
              placeholder={courtLevel ? CASE_NUMBER_EXAMPLES[courtLevel] : "Choose the court first"}
              description={
                courtLevel ? `In the court's form, e.g. ${CASE_NUMBER_EXAMPLES[courtLevel]}` : undefined
              }
              maxLength={40}
              value={caseNumber}
              error={problems.caseNumber}
              onChange={(event) => setCaseNumber(event.currentTarget.value)}
            />
            <Select
              label="Document type"
              placeholder="Choose the document"
              withAsterisk
              data={DOCUMENT_OPTIONS}
              value={documentType}
              error={problems.documentType}
              onChange={(value) => setDocumentType(pick(FILING_DOCUMENT_TYPES, value))}
            />
            <Select
              label="Urgency"
              data={URGENCY_OPTIONS}
              value={urgency}
              allowDeselect={false}
              onChange={(value) => setUrgency(pick(FILING_URGENCIES, value) ?? "normal")}
            />
          </SimpleGrid>
          <FileInput
            label="Documents"
            description={`PDF, DOC or DOCX, up to ${MAX_MB}MB each, in the order they go into the bundle. A .doc file cannot be placed into the PDF: it is listed in the index as attached separately.`}
            placeholder="Choose files"
            withAsterisk
            multiple
            clearable
            clearButtonProps={{ "aria-label": "Clear the chosen files" }}
            accept={ACCEPTED_FILES}
            leftSection={<IconFileUpload size={16} />}
            value={files}
            error={problems.files}
            onChange={(chosen) => setFiles(chosen)}
          />
          {system && (
            <Alert variant="light" icon={<IconInfoCircle size={18} />} title={`Filed through ${system}`}>
              {system} offers no API that Inkundla can file through. Inkundla prepares a paginated, indexed
              bundle and the fields to copy; you upload it to {system} and record the court's reference here.
            </Alert>
          )}
          <Group justify="flex-end">
            {!courtLevel && (
              <Text size="sm" c="dimmed">
                Choose the court level to prepare the filing.
              </Text>
            )}
            <Button type="submit" disabled={!courtLevel || submit.isPending} loading={submit.isPending}>
              Submit Filing
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
