import {
  TIME_ENTRY_LIMITS,
  type TTimeEntry,
  todayInSouthAfrica,
  ZCreateTimeEntryRequest,
} from "@inkundla/shared";
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { centsToRandInput, randInputToCents } from "../../../lib/rand-input";
import { useCreateTimeEntry, useDefaultRate, useUpdateTimeEntry } from "../hooks/use-time-entries";
import { formatCents, previewAmountCents } from "../time-format";
import { type MatterOption, MatterSelect } from "./matter-select";

interface LogTimeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this entry instead of logging a new one. */
  entry?: TTimeEntry | null;
  /** Log time on this matter only (the matter's own page): no matter picker is shown. */
  fixedMatterId?: string;
  /** Offer only this client's matters in the picker (the client's own page). */
  clientId?: string;
}

/** Log Time (or edit an unbilled entry): matter, date, description, hours in steps of 0.1, rate in rand. */
export function LogTimeDialog({
  opened,
  onClose,
  entry = null,
  fixedMatterId,
  clientId,
}: LogTimeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={entry ? "Edit Time Entry" : "Log Time"} size="lg">
      {opened ? (
        <LogTimeForm
          key={entry?.id ?? "new"}
          entry={entry}
          fixedMatterId={fixedMatterId}
          clientId={clientId}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

type FieldErrors = Partial<Record<"matterId" | "date" | "description" | "hours" | "rateCents", string>>;

function LogTimeForm({
  entry,
  fixedMatterId,
  clientId,
  onDone,
}: {
  entry: TTimeEntry | null;
  fixedMatterId?: string;
  clientId?: string;
  onDone: () => void;
}) {
  const defaultRate = useDefaultRate();
  const [matter, setMatter] = useState<MatterOption | null>(
    entry ? { value: entry.matterId, label: `${entry.matterReference} · ${entry.matterTitle}` } : null,
  );
  const [date, setDate] = useState(entry?.date ?? todayInSouthAfrica());
  const [description, setDescription] = useState(entry?.description ?? "");
  const [hours, setHours] = useState<number | string>(entry?.hours ?? "");
  // Untouched, the rate follows the member's (or firm's) default as soon as it is known.
  const [rateInput, setRateInput] = useState<number | string | undefined>(
    entry ? Number(centsToRandInput(entry.rateCents)) : undefined,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const createMutation = useCreateTimeEntry({ onCreated: onDone });
  const updateMutation = useUpdateTimeEntry({ onUpdated: onDone });
  const isPending = createMutation.isPending || updateMutation.isPending;

  const defaultRand = defaultRate.data ? Number(centsToRandInput(defaultRate.data.rateCents)) : undefined;
  const rateShown = rateInput ?? defaultRand ?? "";
  // A rate that is not an amount in rand and cents (e.g. three decimals) becomes NaN, which the shared
  // schema refuses with its message instead of silently falling back to the default rate.
  const rateCents = rateShown === "" ? undefined : (randInputToCents(rateShown) ?? Number.NaN);
  const amountCents = rateCents === undefined ? null : previewAmountCents(Number(hours), rateCents);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateTimeEntryRequest.safeParse({
      matterId: fixedMatterId ?? matter?.value,
      date,
      description,
      hours: hours === "" ? undefined : Number(hours),
      rateCents,
    });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        fieldErrors[field] ??= field === "hours" && hours === "" ? "Hours are required" : issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    if (entry) {
      updateMutation.mutate({ entryId: entry.id, request: parsed.data });
    } else {
      createMutation.mutate(parsed.data);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {fixedMatterId ? null : (
          <MatterSelect
            value={matter}
            onChange={(option) => {
              setMatter(option);
              setErrors((current) => ({ ...current, matterId: undefined }));
            }}
            error={errors.matterId}
            required
            clientId={clientId}
          />
        )}
        <TextInput
          label="Date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
        />
        <Textarea
          label="Description"
          placeholder="What was done, e.g. Consultation with client"
          required
          rows={2}
          maxLength={TIME_ENTRY_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Hours"
            description="In steps of 0.1 (6 minutes)"
            required
            min={0.1}
            max={TIME_ENTRY_LIMITS.hoursMax}
            step={0.1}
            value={hours}
            onChange={setHours}
            error={errors.hours}
          />
          <NumberInput
            label="Rate (R per hour)"
            description={
              rateInput === undefined && defaultRate.data
                ? defaultRate.data.source === "member"
                  ? "Your hourly rate"
                  : "The firm's default rate"
                : "Rate for this entry"
            }
            prefix="R "
            min={0}
            step={50}
            decimalScale={2}
            thousandSeparator=" "
            decimalSeparator=","
            value={rateShown}
            onChange={setRateInput}
            error={errors.rateCents}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          Amount: <strong>{amountCents === null ? "–" : formatCents(amountCents)}</strong>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? "Saving..." : entry ? "Save Changes" : "Log Time"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
