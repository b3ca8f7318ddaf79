import {
  PDF_BATES_POSITIONS,
  type TPdfBatesOptions,
  type TPdfBatesPosition,
  ZPdfBatesOptions,
} from "@inkundla/shared";
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formatBatesNumber } from "../pdf-session-edits";

const POSITION_LABELS: Record<TPdfBatesPosition, string> = {
  "bottom-right": "Bottom right",
  "bottom-left": "Bottom left",
  "bottom-center": "Bottom centre",
  "top-right": "Top right",
};

interface BatesDialogProps {
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onApply: (options: TPdfBatesOptions) => void;
}

/** Bates numbering: prefix, first number, digits, position and size, with the first page's number shown. */
export function BatesDialog({ opened, isPending, onClose, onApply }: BatesDialogProps) {
  const [prefix, setPrefix] = useState("");
  const [start, setStart] = useState<number | string>(1);
  const [digits, setDigits] = useState<number | string>(6);
  const [position, setPosition] = useState<TPdfBatesPosition>("bottom-right");
  const [fontSize, setFontSize] = useState<number | string>(10);
  const parsed = ZPdfBatesOptions.safeParse({ prefix, start, digits, position, fontSize });
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the numbering");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) onApply(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Bates numbering">
      <form onSubmit={submit} noValidate aria-label="Bates numbering">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Every page of the exported file is numbered in turn, as court bundles and CaseLines uploads
            require.
          </Text>
          <TextInput
            label="Prefix"
            maxLength={40}
            value={prefix}
            onChange={(event) => setPrefix(event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Start number"
              min={0}
              max={999_999_999}
              allowDecimal={false}
              value={start}
              onChange={setStart}
            />
            <NumberInput
              label="Digits"
              min={1}
              max={12}
              allowDecimal={false}
              value={digits}
              onChange={setDigits}
            />
            <NativeSelect
              label="Position"
              value={position}
              data={PDF_BATES_POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }))}
              onChange={(event) => setPosition(event.currentTarget.value as TPdfBatesPosition)}
            />
            <NumberInput label="Font size" min={4} max={36} value={fontSize} onChange={setFontSize} />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            First page:{" "}
            <Text span ff="monospace" fw={700} data-testid="bates-preview">
              {parsed.success ? formatBatesNumber(parsed.data) : "—"}
            </Text>
          </Text>
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!parsed.success} loading={isPending}>
              Add Bates numbers
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
