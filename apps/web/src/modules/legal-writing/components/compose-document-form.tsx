import {
  LEGAL_WRITING_CLIENT_TYPE_LABELS,
  LEGAL_WRITING_CLIENT_TYPES,
  LEGAL_WRITING_COMPLEXITIES,
  LEGAL_WRITING_COMPLEXITY_LABELS,
  LEGAL_WRITING_DOCUMENT_TYPE_LABELS,
  LEGAL_WRITING_DOCUMENT_TYPES,
  LEGAL_WRITING_JURISDICTION_LABELS,
  LEGAL_WRITING_JURISDICTIONS,
  LEGAL_WRITING_PRACTICE_AREA_LABELS,
  LEGAL_WRITING_PRACTICE_AREAS,
  LEGAL_WRITING_REQUIRED_MESSAGE,
  LEGAL_WRITING_TONE_LABELS,
  LEGAL_WRITING_TONES,
} from "@inkundla/shared";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconClock, IconSparkles } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { MatterPicker } from "../../legal-research";
import { ClientPicker } from "../../office";
import { useStartLegalWriting } from "../hooks/use-legal-writing";
import {
  buildLegalWritingRequest,
  EMPTY_LEGAL_WRITING_DRAFT,
  hasRequiredFields,
  type LegalWritingDraft,
} from "../legal-writing-form";

/** Select options in the shared list's order, labelled as the spec words them. */
function optionsOf<TValue extends string>(values: readonly TValue[], labels: Record<TValue, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

const DOCUMENT_TYPE_OPTIONS = optionsOf(LEGAL_WRITING_DOCUMENT_TYPES, LEGAL_WRITING_DOCUMENT_TYPE_LABELS);
const PRACTICE_AREA_OPTIONS = optionsOf(LEGAL_WRITING_PRACTICE_AREAS, LEGAL_WRITING_PRACTICE_AREA_LABELS);
const TONE_OPTIONS = optionsOf(LEGAL_WRITING_TONES, LEGAL_WRITING_TONE_LABELS);
const JURISDICTION_OPTIONS = optionsOf(LEGAL_WRITING_JURISDICTIONS, LEGAL_WRITING_JURISDICTION_LABELS);
const CLIENT_TYPE_OPTIONS = optionsOf(LEGAL_WRITING_CLIENT_TYPES, LEGAL_WRITING_CLIENT_TYPE_LABELS);
const COMPLEXITY_OPTIONS = optionsOf(LEGAL_WRITING_COMPLEXITIES, LEGAL_WRITING_COMPLEXITY_LABELS);

/** The chosen value if it is one of the list's, else null (a cleared box). */
function pick<TValue extends string>(values: readonly TValue[], chosen: string | null): TValue | null {
  return values.find((value) => value === chosen) ?? null;
}

interface ComposeDocumentFormProps {
  /** Kept by the page, so a type chosen on Templates & Examples and the typed text survive a tab change. */
  draft: LegalWritingDraft;
  onDraftChange: (draft: LegalWritingDraft) => void;
  /** The document has been queued: the page shows Generated Documents. */
  onStarted: () => void;
}

/**
 * Compose Document (spec "Legal writing"): what to write, for whom and how, and the key points. The
 * client and matter are optional; the document is filed with them.
 */
export function ComposeDocumentForm({ draft, onDraftChange, onStarted }: ComposeDocumentFormProps) {
  const start = useStartLegalWriting();
  const canGenerate = hasRequiredFields(draft) && !start.isPending;
  const update = (changes: Partial<LegalWritingDraft>) => onDraftChange({ ...draft, ...changes });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const built = buildLegalWritingRequest(draft);
    if ("problem" in built) {
      notifications.show({
        title: built.problem === LEGAL_WRITING_REQUIRED_MESSAGE ? "Missing Information" : "Check the Details",
        message: built.problem,
        color: "red",
      });
      return;
    }
    start.mutate(built.request, {
      onSuccess: () => {
        onDraftChange(EMPTY_LEGAL_WRITING_DRAFT);
        onStarted();
      },
    });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Compose a legal document">
        <Stack gap="md">
          <TextInput
            label="Document title"
            placeholder="e.g. Opinion on the enforceability of the restraint of trade"
            withAsterisk
            maxLength={200}
            value={draft.title}
            onChange={(event) => update({ title: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Document type"
              placeholder="Choose a document type"
              withAsterisk
              data={DOCUMENT_TYPE_OPTIONS}
              value={draft.documentType}
              onChange={(value) => update({ documentType: pick(LEGAL_WRITING_DOCUMENT_TYPES, value) })}
            />
            <Select
              label="Practice area"
              data={PRACTICE_AREA_OPTIONS}
              allowDeselect={false}
              value={draft.practiceArea}
              onChange={(value) =>
                update({ practiceArea: pick(LEGAL_WRITING_PRACTICE_AREAS, value) ?? draft.practiceArea })
              }
            />
            <Select
              label="Tone"
              data={TONE_OPTIONS}
              allowDeselect={false}
              value={draft.tone}
              onChange={(value) => update({ tone: pick(LEGAL_WRITING_TONES, value) ?? draft.tone })}
            />
            <Select
              label="Jurisdiction"
              data={JURISDICTION_OPTIONS}
              allowDeselect={false}
              value={draft.jurisdiction}
              onChange={(value) =>
                update({ jurisdiction: pick(LEGAL_WRITING_JURISDICTIONS, value) ?? draft.jurisdiction })
              }
            />
            <Select
              label="Client type"
              data={CLIENT_TYPE_OPTIONS}
              allowDeselect={false}
              value={draft.clientType}
              onChange={(value) =>
                update({ clientType: pick(LEGAL_WRITING_CLIENT_TYPES, value) ?? draft.clientType })
              }
            />
            <Select
              label="Complexity"
              data={COMPLEXITY_OPTIONS}
              allowDeselect={false}
              value={draft.complexity}
              onChange={(value) =>
                update({ complexity: pick(LEGAL_WRITING_COMPLEXITIES, value) ?? draft.complexity })
              }
            />
          </SimpleGrid>
          <Textarea
            label="Key points"
            description="The facts, the issues and what the client wants, one point a line. The law is found from these."
            placeholder="e.g. The employee signed a 24-month restraint covering the whole of South Africa…"
            withAsterisk
            rows={6}
            resize="vertical"
            maxLength={20_000}
            value={draft.keyPoints}
            onChange={(event) => update({ keyPoints: event.currentTarget.value })}
          />
          <Textarea
            label="Specific requirements (optional)"
            placeholder="e.g. Address the client's prospects on appeal; keep it under three pages"
            rows={3}
            resize="vertical"
            maxLength={10_000}
            value={draft.specificRequirements}
            onChange={(event) => update({ specificRequirements: event.currentTarget.value })}
          />
          <Textarea
            label="Precedent references (optional)"
            description="Cases or statutes to rely on. One the research corpus does not hold is reported, never cited."
            placeholder="e.g. Magna Alloys and Research (SA) (Pty) Ltd v Ellis 1984 (4) SA 874 (A)"
            rows={3}
            resize="vertical"
            maxLength={10_000}
            value={draft.precedentReferences}
            onChange={(event) => update({ precedentReferences: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ClientPicker
              label="Client (optional)"
              description="File the document with a client."
              value={draft.client}
              onChange={(client) => update({ client })}
            />
            <MatterPicker
              label="Matter (optional)"
              description="File the document with a matter."
              isRequired={false}
              value={draft.matter}
              onChange={(matter) => update({ matter })}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed">
                The document is written in the background and appears under Generated Documents.
              </Text>
            </Group>
            <Button
              type="submit"
              disabled={!canGenerate}
              loading={start.isPending}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              Generate Document
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
