import type { TCourtFilingDetail } from "@inkundla/shared";
import { Anchor, Button, Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ListLoading } from "../../../ui/list-states";
import { useCreateResponseTask, useFilingTemplates } from "../hooks/use-court-filing";
import { FILING_DOCUMENT_TYPE_LABELS } from "./filing-labels";

/** The filing's response deadline as a task on its matter, from the practice module's presets. */
export function ResponseDeadline({ filing }: { filing: TCourtFilingDetail }) {
  const templates = useFilingTemplates();
  const create = useCreateResponseTask(filing.id);
  const presets =
    templates.data?.find((template) => template.documentType === filing.documentType)?.deadlinePresets ?? [];
  const [ruleId, setRuleId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState("");
  if (filing.responseTaskId)
    return (
      <Text size="sm">
        The response deadline is a task on{" "}
        <Anchor component={Link} to={`/practice/matters/${filing.matter.id}`}>
          {filing.matter.reference}
        </Anchor>
        .
      </Text>
    );
  if (templates.isPending) return <ListLoading label="Loading the deadline presets" />;
  if (presets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No deadline preset runs from a {FILING_DOCUMENT_TYPE_LABELS[filing.documentType].toLowerCase()}; add a
        task on the matter if one applies.
      </Text>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ruleId || !startDate || create.isPending) return;
    create.mutate({ ruleId, startDate });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add the response deadline">
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: "end" }}>
        <Select
          label="Deadline"
          placeholder="Choose the rule"
          data={presets.map((preset) => ({
            value: preset.id,
            label: `${preset.label} (${preset.citation}, ${preset.days} days)`,
          }))}
          value={ruleId}
          onChange={setRuleId}
        />
        <TextInput
          label="Counted from"
          description="Usually the day of service"
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
        />
        <Button type="submit" variant="light" disabled={!ruleId || !startDate} loading={create.isPending}>
          Add deadline task
        </Button>
      </SimpleGrid>
    </form>
  );
}
