import { PDF_BUNDLE_MAX_DOCUMENTS, type TPdfSession } from "@inkundla/shared";
import {
  ActionIcon,
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
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconArrowDown, IconArrowUp, IconBooks, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import type { MatterChoice } from "../../../legal-research";
import type { ClientChoice } from "../../word-processor/components/client-picker";
import { useCreatePdfBundle, usePdfSessionList, useReloadPdfSessions } from "../hooks/use-pdf-sessions";
import { checkPdfFile, PDF_FILE_PROBLEMS } from "../pdf-file-check";
import { formatBatesNumber } from "../pdf-session-edits";
import { uploadPdfSession } from "../pdf-sessions.api";
import { PdfDropZone } from "./pdf-drop-zone";

/** How many sessions the picker offers at once: the newest, or those whose file name matches what was typed. */
const SESSION_CHOICES_SHOWN = 50;

/** A document chosen for the bundle: a session of the firm (an uploaded file becomes one first). */
interface BundlePart {
  id: string;
  fileName: string;
}

/** The parts with the one at `index` moved one place up or down. */
function moved(parts: readonly BundlePart[], index: number, direction: -1 | 1): BundlePart[] {
  const target = index + direction;
  if (target < 0 || target >= parts.length) return [...parts];
  const next = [...parts];
  const [part] = next.splice(index, 1);
  if (part) next.splice(target, 0, part);
  return next;
}

interface BundleBuilderProps {
  client: ClientChoice | null;
  matter: MatterChoice | null;
  onCreated: (session: TPdfSession) => void;
}

/**
 * Build a bundle: PDFs (sessions already here, or uploaded now) in the order chosen, merged by the
 * server with an index page and bookmarks, numbered with Bates numbers when asked. The bundle opens as
 * a new session.
 */
export function BundleBuilder({ client, matter, onCreated }: BundleBuilderProps) {
  const [sessionSearch, setSessionSearch] = useState("");
  const [debouncedSessionSearch] = useDebouncedValue(sessionSearch.trim(), 300);
  const sessions = usePdfSessionList({
    search: debouncedSessionSearch || undefined,
    limit: SESSION_CHOICES_SHOWN,
    offset: 0,
  });
  const reloadSessions = useReloadPdfSessions();
  const [title, setTitle] = useState("");
  const [parts, setParts] = useState<BundlePart[]>([]);
  const [isUploading, setUploading] = useState(false);
  const [hasBates, setHasBates] = useState(false);
  const [batesPrefix, setBatesPrefix] = useState("");
  const [batesStart, setBatesStart] = useState<number>(1);
  const [titleError, setTitleError] = useState<string | null>(null);
  const bundle = useCreatePdfBundle({ onCreated });

  const add = (part: BundlePart) =>
    setParts((current) =>
      current.some((existing) => existing.id === part.id) || current.length >= PDF_BUNDLE_MAX_DOCUMENTS
        ? current
        : [...current, part],
    );

  /** Each dropped PDF becomes a session (so it can be opened later), then a part of the bundle. */
  const uploadParts = async (files: File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        const problem = await checkPdfFile(file);
        if (problem) {
          notifications.show({
            ...PDF_FILE_PROBLEMS[problem],
            message: `${file.name}: ${PDF_FILE_PROBLEMS[problem].message}`,
            color: "red",
          });
          continue;
        }
        try {
          const session = await uploadPdfSession({
            file,
            clientId: client?.id ?? null,
            matterId: matter?.id ?? null,
            password: null,
          });
          add({ id: session.id, fileName: session.fileName });
        } catch (error) {
          notifications.show({
            title: "Upload Failed",
            message: `${file.name}: ${readApiErrorMessage(error) ?? "Failed to upload the PDF."}`,
            color: "red",
          });
        }
      }
    } finally {
      setUploading(false);
      void reloadSessions();
    }
  };

  const build = () => {
    if (title.trim() === "") {
      setTitleError("Please provide bundle title.");
      return;
    }
    setTitleError(null);
    bundle.mutate({
      title: title.trim(),
      fileIds: parts.map((part) => part.id),
      bates: hasBates ? { prefix: batesPrefix.trim(), start: batesStart } : undefined,
      clientId: client?.id ?? null,
      matterId: matter?.id ?? null,
    });
  };

  // Chosen parts keep their own names and stay listed below whatever the search finds; only the others are offered.
  const choices = (sessions.data?.items ?? [])
    .filter((session) => !parts.some((part) => part.id === session.id))
    .map((session) => ({ value: session.id, label: session.fileName }));

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby="bundle-heading">
      <Stack gap="md">
        <Title order={2} size="h5" id="bundle-heading">
          Build a bundle
        </Title>
        <Text size="sm" c="dimmed">
          Merge several PDFs into one court bundle with an index page and bookmarks, in the order below. The
          client and matter chosen above are used.
        </Text>
        <TextInput
          label="Bundle title"
          withAsterisk
          maxLength={200}
          value={title}
          error={titleError}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Add a PDF session"
            placeholder={sessions.isPending ? "Loading…" : "Choose a session or type its name"}
            data={choices}
            value={null}
            searchable
            searchValue={sessionSearch}
            onSearchChange={setSessionSearch}
            // The server has already matched what was typed.
            filter={({ options }) => options}
            nothingFoundMessage={
              sessions.isFetching
                ? "Searching…"
                : debouncedSessionSearch === ""
                  ? "No other sessions"
                  : "No other session's file name matches"
            }
            onChange={(id, option) => {
              if (id && option) add({ id, fileName: option.label });
            }}
            comboboxProps={{ withinPortal: false }}
          />
          <PdfDropZone
            label="Upload PDFs for the bundle"
            hint="Or drop PDFs here: each is uploaded and added."
            isMultiple
            isDisabled={isUploading}
            onFiles={(files) => void uploadParts(files)}
          />
        </SimpleGrid>
        {parts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents chosen yet.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ol"
            aria-label="Bundle documents"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {parts.map((part, index) => (
              <Group key={part.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {index + 1}. {part.fileName}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${part.fileName} up`}
                    disabled={index === 0}
                    onClick={() => setParts((current) => moved(current, index, -1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${part.fileName} down`}
                    disabled={index === parts.length - 1}
                    onClick={() => setParts((current) => moved(current, index, 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${part.fileName} from the bundle`}
                    onClick={() => setParts((current) => current.filter((other) => other.id !== part.id))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Switch
          label="Add Bates numbers"
          description="Number every page of the bundle, as court bundles and CaseLines uploads require."
          checked={hasBates}
          onChange={(event) => setHasBates(event.currentTarget.checked)}
        />
        {hasBates ? (
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              label="Bates prefix"
              maxLength={40}
              value={batesPrefix}
              onChange={(event) => setBatesPrefix(event.currentTarget.value)}
            />
            <NumberInput
              label="Start number"
              min={0}
              max={999_999_999}
              allowDecimal={false}
              allowNegative={false}
              value={batesStart}
              onChange={(value) => setBatesStart(typeof value === "number" ? value : 1)}
            />
            <Text size="sm" c="dimmed">
              First page: {formatBatesNumber({ prefix: batesPrefix.trim(), start: batesStart, digits: 6 })}
            </Text>
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button
            leftSection={<IconBooks size={16} aria-hidden />}
            disabled={parts.length === 0 || isUploading}
            loading={bundle.isPending}
            onClick={build}
          >
            Build bundle
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
