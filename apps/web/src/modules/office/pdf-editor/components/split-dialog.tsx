import type { TPdfSplitResult } from "@inkundla/shared";
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage, storedFileUrl } from "../../../../lib/api-client";
import { splitPdfSession } from "../pdf-sessions.api";

interface SplitDialogProps {
  opened: boolean;
  sessionId: string;
  onClose: () => void;
}

/** Split: the edited document cut into one PDF per page range, each offered for download. */
export function SplitDialog({ opened, sessionId, onClose }: SplitDialogProps) {
  const [ranges, setRanges] = useState("");
  const [result, setResult] = useState<TPdfSplitResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ranges.trim() === "") {
      setProblem("Give the page ranges, e.g. 1-3, 4-10");
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      setResult(await splitPdfSession(sessionId, ranges.trim()));
    } catch (error) {
      setProblem(readApiErrorMessage(error) ?? "Failed to split the PDF. Please try again.");
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    setResult(null);
    setProblem(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Split the PDF">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Split the PDF">
        <Stack gap="sm">
          <TextInput
            label="Page ranges"
            description="One PDF per range, e.g. 1-3, 4-10. Pages as in the edited document."
            maxLength={1000}
            value={ranges}
            onChange={(event) => setRanges(event.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          {result ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                The parts (the original is kept):
              </Text>
              <List size="sm">
                {result.files.map((part) => (
                  <List.Item key={part.fileId}>
                    <Anchor href={storedFileUrl(part.fileId)} download={part.fileName}>
                      {part.fileName}
                    </Anchor>{" "}
                    — pages {part.range} ({part.pageCount})
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button type="submit" loading={isPending}>
              Split
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
