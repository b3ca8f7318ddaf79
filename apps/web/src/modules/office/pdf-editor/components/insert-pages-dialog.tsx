import type { TPdfSessionFile } from "@inkundla/shared";
import { Alert, Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import { checkPdfFile, PDF_FILE_PROBLEMS } from "../pdf-file-check";
import { addPdfSessionFile } from "../pdf-sessions.api";
import { PdfDropZone } from "./pdf-drop-zone";

interface InsertPagesDialogProps {
  opened: boolean;
  sessionId: string;
  /** The page shown, as numbered in the result so far (null when it is deleted). */
  position: number | null;
  isPending: boolean;
  onClose: () => void;
  onInsert: (file: TPdfSessionFile, afterPage: number) => void;
}

/** Insert pages from another PDF: it is uploaded to the session, then its pages go where chosen. */
export function InsertPagesDialog({
  opened,
  sessionId,
  position,
  isPending,
  onClose,
  onInsert,
}: InsertPagesDialogProps) {
  const [file, setFile] = useState<TPdfSessionFile | null>(null);
  const [where, setWhere] = useState<"after" | "start">(position === null ? "start" : "after");
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);

  const upload = async ([chosen]: File[]) => {
    if (!chosen) return;
    const found = await checkPdfFile(chosen);
    if (found) {
      setProblem(PDF_FILE_PROBLEMS[found].message);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      setFile(await addPdfSessionFile(sessionId, chosen));
    } catch (error) {
      setProblem(readApiErrorMessage(error) ?? "Failed to upload the PDF. Please try again.");
    } finally {
      setUploading(false);
    }
  };

  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Insert pages from another PDF">
      <Stack gap="sm">
        <PdfDropZone
          label="Choose a PDF to insert"
          hint="Drop the PDF whose pages to insert."
          isDisabled={isUploading}
          onFiles={(files) => void upload(files)}
        />
        {isUploading ? <Text size="sm">Uploading…</Text> : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {file ? (
          <Text size="sm">
            {file.fileName}: {file.pageCount} {file.pageCount === 1 ? "page" : "pages"}
          </Text>
        ) : null}
        <Radio.Group label="Where" value={where} onChange={(value) => setWhere(value as "after" | "start")}>
          <Stack gap={4} mt={4}>
            <Radio
              value="after"
              label={position === null ? "After this page (deleted)" : `After page ${position}`}
              disabled={position === null}
            />
            <Radio value="start" label="Before the first page" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!file}
            loading={isPending}
            onClick={() => {
              if (!file) return;
              onInsert(file, where === "after" && position !== null ? position : 0);
              setFile(null);
            }}
          >
            Insert pages
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
