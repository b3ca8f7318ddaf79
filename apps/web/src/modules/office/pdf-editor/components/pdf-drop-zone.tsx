import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { PDF_ACCEPT } from "../pdf-file-check";

interface PdfDropZoneProps {
  /** The chosen files (one unless `isMultiple`). */
  onFiles: (files: File[]) => void;
  label: string;
  hint: string;
  isMultiple?: boolean;
  isDisabled?: boolean;
}

/**
 * A place to drop PDFs, with a button that opens the file chooser for those who do not drag (the
 * keyboard, a phone). The input is named for screen readers and tests.
 */
export function PdfDropZone({
  onFiles,
  label,
  hint,
  isMultiple = false,
  isDisabled = false,
}: PdfDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(isMultiple ? files : files.slice(0, 1));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!isDisabled) take(event.dataTransfer.files);
  };
  return (
    <Paper
      withBorder
      p="lg"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: isOver ? "var(--mantine-color-blue-6)" : undefined,
        background: isOver ? "var(--mantine-color-blue-light)" : undefined,
      }}
    >
      <Stack gap="xs" align="center" ta="center">
        <IconUpload size={28} aria-hidden />
        <Text size="sm" id={hintId}>
          {hint}
        </Text>
        <Button variant="light" disabled={isDisabled} onClick={() => inputRef.current?.click()}>
          {label}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={PDF_ACCEPT}
          multiple={isMultiple}
          hidden
          aria-label={label}
          aria-describedby={hintId}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file chosen again (after a refusal) must fire a change too.
            event.currentTarget.value = "";
          }}
        />
      </Stack>
    </Paper>
  );
}
