import { formatLongDate, type TCorpusDocument } from "@inkundla/shared";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { languageName } from "../research-labels";

type MetadataRow = { field: string; label: string; value: string | null };

export const NOT_FOUND_IN_TEXT = "Not found in the text";

// Fields the import may name as missing that the rows below do not show under their own label.
const OTHER_FIELD_LABELS: Record<string, string> = {
  title: "Title",
  courtCode: "Court code",
  paragraphs: "Numbered paragraphs",
  year: "Year",
};

function listOrNull(values: readonly string[]): string | null {
  return values.length > 0 ? values.join("; ") : null;
}

function partiesOf(document: TCorpusDocument): string | null {
  const { applicants, respondents } = document.parties;
  if (applicants.length === 0 && respondents.length === 0) return null;
  return [applicants.join(", "), respondents.join(", ")].filter(Boolean).join(" v ");
}

/**
 * What the reader shows about a document. A field the import could not read from the text is shown as
 * not found rather than left out, so a blank is never mistaken for "none" (no judges, no case number).
 */
export function listMetadataRows(document: TCorpusDocument): MetadataRow[] {
  const rows: MetadataRow[] = [
    { field: "court", label: "Court", value: document.court },
    { field: "caseNumbers", label: "Case numbers", value: listOrNull(document.caseNumbers) },
    { field: "judges", label: "Judges", value: listOrNull(document.judges) },
    { field: "parties", label: "Parties", value: partiesOf(document) },
    {
      field: "hearingDate",
      label: "Heard",
      value: document.hearingDate ? formatLongDate(document.hearingDate) : null,
    },
    {
      field: "judgmentDate",
      label: "Delivered",
      value: document.judgmentDate ? formatLongDate(document.judgmentDate) : null,
    },
    { field: "citation", label: "Citation", value: document.citation },
    {
      field: "neutralCitation",
      label: "Neutral citation",
      value: document.neutralCitation === document.citation ? null : document.neutralCitation,
    },
    { field: "lawReportCitations", label: "Law reports", value: listOrNull(document.lawReportCitations) },
    { field: "language", label: "Language", value: languageName(document.language) },
    {
      field: "textAsAt",
      label: "Text as at",
      value: document.textAsAt ? formatLongDate(document.textAsAt) : null,
    },
  ];
  const missing = new Set(document.missingFields);
  const shown = rows
    .map((row) => (missing.has(row.field) ? { ...row, value: NOT_FOUND_IN_TEXT } : row))
    .filter((row) => row.value !== null);
  const others = document.missingFields
    .filter((field) => !rows.some((row) => row.field === field))
    .map((field) => ({ field, label: OTHER_FIELD_LABELS[field] ?? field, value: NOT_FOUND_IN_TEXT }));
  return [...shown, ...others];
}

export function DocumentMetadata({ document }: { document: TCorpusDocument }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          About this document
        </Title>
        <Stack component="dl" gap={6} m={0}>
          {listMetadataRows(document).map((row) => (
            <Fragment key={row.field}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {row.label}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                fs={row.value === NOT_FOUND_IN_TEXT ? "italic" : undefined}
                c={row.value === NOT_FOUND_IN_TEXT ? "dimmed" : undefined}
              >
                {row.value}
              </Text>
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
