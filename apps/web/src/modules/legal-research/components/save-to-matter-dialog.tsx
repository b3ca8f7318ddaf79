import type { TCorpusDocument } from "@inkundla/shared";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { useSaveResearchNote } from "../hooks/use-research-notes";
import { type MatterChoice, MatterPicker } from "./matter-picker";

/** The longest passage and comment a note keeps (the server's limits). */
const PASSAGE_MAX = 5000;
const COMMENT_MAX = 5000;

export type PassageToSave = { pinpoint: string; text: string };

interface SaveToMatterDialogProps {
  document: Pick<TCorpusDocument, "id" | "title">;
  /** The passage being saved; null while the dialog is closed. */
  passage: PassageToSave | null;
  /** The search that found it, kept with the note so the research can be repeated. */
  query: string;
  onClose: () => void;
}

/** Keeps a passage on one of the firm's matters, with the researcher's comment on why it matters. */
export function SaveToMatterDialog({ document, passage, query, onClose }: SaveToMatterDialogProps) {
  const [matter, setMatter] = useState<MatterChoice | null>(null);
  const [comment, setComment] = useState("");
  const [matterError, setMatterError] = useState<string | null>(null);
  const save = useSaveResearchNote();

  const close = () => {
    setMatter(null);
    setComment("");
    setMatterError(null);
    save.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passage) return;
    if (!matter) {
      setMatterError("Choose the matter to save this to");
      return;
    }
    save.mutate(
      {
        matterId: matter.id,
        documentId: document.id,
        pinpoint: passage.pinpoint,
        query: query.trim(),
        passage: passage.text.slice(0, PASSAGE_MAX),
        comment: comment.trim(),
      },
      {
        onSuccess: () => {
          notifications.show({
            title: "Saved to matter",
            message: `${passage.pinpoint} of ${document.title} is on ${matter.label}.`,
            color: "green",
          });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={passage !== null} onClose={close} title="Save to matter" size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {save.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Not saved">
              {readApiErrorMessage(save.error) ?? "The passage could not be saved. Please try again."}
            </Alert>
          ) : null}
          {passage ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {passage.pinpoint} of {document.title}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={4}>
                {passage.text}
              </Text>
            </Stack>
          ) : null}
          <MatterPicker
            value={matter}
            onChange={(choice) => {
              setMatter(choice);
              setMatterError(null);
            }}
            error={matterError}
          />
          <Textarea
            label="Comment"
            description="Why this passage matters to the matter"
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
