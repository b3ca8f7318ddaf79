import {
  RECORDED_FILING_STATUSES,
  type TCourtFilingDetail,
  type TRecordedFilingStatus,
} from "@inkundla/shared";
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useRecordFilingStatus } from "../hooks/use-court-filing";
import { FILING_STATUS_LABELS, FILING_SYSTEM_LABELS } from "./filing-labels";

const RECORD_OPTIONS = RECORDED_FILING_STATUSES.map((status) => ({
  value: status,
  label: FILING_STATUS_LABELS[status],
}));

/** What the court's system answered once the bundle was uploaded: status, reference, note. */
export function RecordStatusForm({ filing }: { filing: TCourtFilingDetail }) {
  const record = useRecordFilingStatus(filing.id);
  const [status, setStatus] = useState<TRecordedFilingStatus>(
    filing.status === "prepared" ? "filed" : filing.status,
  );
  const [reference, setReference] = useState(filing.reference ?? "");
  const [note, setNote] = useState(filing.statusNote ?? "");
  const needsReference = status === "filed" || status === "processing";
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    if (needsReference && !reference.trim()) {
      setProblem("Enter the reference the court's system gave the filing.");
      return;
    }
    setProblem(null);
    record.mutate({ status, reference: reference.trim() || undefined, note: note.trim() || undefined });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record the court's answer">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Record the court's answer
        </Title>
        <Text size="sm" c="dimmed">
          Once you have uploaded the bundle to {FILING_SYSTEM_LABELS[filing.system]}, record the reference and
          status it shows.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Status"
            data={RECORD_OPTIONS}
            value={status}
            allowDeselect={false}
            onChange={(value) =>
              setStatus(RECORDED_FILING_STATUSES.find((option) => option === value) ?? "filed")
            }
          />
          <TextInput
            label="Court's reference"
            withAsterisk={needsReference}
            maxLength={100}
            value={reference}
            error={problem}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            Record
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
