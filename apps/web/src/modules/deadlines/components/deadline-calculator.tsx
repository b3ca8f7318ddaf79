import {
  DEADLINE_COUNTINGS,
  DEADLINE_COURTS,
  DEADLINE_DAYS_MAX,
  DEADLINE_DAYS_MIN,
  formatDateInFull,
  formatDateWithWeekday,
  type TDeadlineCalculation,
  type TDeadlineCounting,
  type TDeadlineRule,
  todayInSouthAfrica,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconCalendarCheck, IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { readApiErrorMessage } from "../../../lib/api-client";
import { COUNTING_LABELS, isSaturday } from "../deadline-format";
import { useCalculateDeadline, useSaveDeadlineTask } from "../hooks/use-deadline-calculation";
import { useDeadlineRules } from "../hooks/use-deadline-rules";

const CUSTOM_PERIOD = "custom";

type CalculatorForm = {
  ruleId: string;
  startDate: string;
  days: number | string;
  counting: TDeadlineCounting;
  excludeDiesNon: boolean;
};

function ruleOptions(rules: readonly TDeadlineRule[]) {
  return [
    { group: "Your own period", items: [{ value: CUSTOM_PERIOD, label: "Custom period" }] },
    ...DEADLINE_COURTS.map((court) => ({
      group: court,
      items: rules
        .filter((rule) => rule.court === court)
        .map((rule) => ({ value: rule.id, label: `${rule.label} (${rule.citation})` })),
    })).filter((group) => group.items.length > 0),
  ];
}

/**
 * The South African court deadline calculator: a preset rule or a custom period, counted on the
 * server (court days, calendar days or CCMA days, public and declared holidays, dies non). With a
 * matter, the result can be saved as a high-priority deadline task on it.
 */
export function DeadlineCalculator({ matterId }: { matterId?: string }) {
  const rulesQuery = useDeadlineRules();
  const calculate = useCalculateDeadline();
  const [form, setForm] = useState<CalculatorForm>(() => ({
    ruleId: CUSTOM_PERIOD,
    startDate: todayInSouthAfrica(),
    days: 10,
    counting: "court",
    excludeDiesNon: false,
  }));
  const [formError, setFormError] = useState<string | null>(null);
  const rules = rulesQuery.data ?? [];
  const selectedRule = rules.find((rule) => rule.id === form.ruleId);

  // A changed input makes the shown result stale: it is cleared rather than left to mislead.
  const change = (patch: Partial<CalculatorForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setFormError(null);
    calculate.reset();
  };

  const chooseRule = (ruleId: string | null) => {
    const rule = rules.find((candidate) => candidate.id === ruleId);
    if (rule) {
      change({
        ruleId: rule.id,
        days: rule.days,
        counting: rule.counting,
        excludeDiesNon: rule.excludeDiesNon,
      });
    } else {
      change({ ruleId: CUSTOM_PERIOD });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = typeof form.days === "number" ? form.days : Number.NaN;
    if (!form.startDate) return setFormError("Enter the date the period starts from.");
    if (!Number.isInteger(days) || days < DEADLINE_DAYS_MIN || days > DEADLINE_DAYS_MAX) {
      return setFormError(`Enter a whole number of days from ${DEADLINE_DAYS_MIN} to ${DEADLINE_DAYS_MAX}.`);
    }
    calculate.mutate({
      startDate: form.startDate,
      days,
      counting: form.counting,
      excludeDiesNon: form.excludeDiesNon,
      ...(selectedRule ? { rule: selectedRule.id } : {}),
    });
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit} aria-label="Deadline calculator">
        <Stack gap="sm">
          <Select
            label="Rule"
            description="A common period of the rules of court, or your own."
            data={ruleOptions(rules)}
            value={form.ruleId}
            onChange={chooseRule}
            allowDeselect={false}
            disabled={rulesQuery.isPending}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          {selectedRule ? (
            <Text size="xs" c="dimmed">
              {selectedRule.days} {COUNTING_LABELS[selectedRule.counting].toLowerCase()}{" "}
              {selectedRule.trigger}. Check the period against the current Rules and any court order.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="date"
              label="Start date"
              description="Not counted itself"
              value={form.startDate}
              onChange={(event) => change({ startDate: event.currentTarget.value })}
              required
            />
            <NumberInput
              label="Days"
              min={DEADLINE_DAYS_MIN}
              max={DEADLINE_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={form.days}
              onChange={(value) => change({ days: value })}
              required
            />
            <Select
              label="Counting"
              data={DEADLINE_COUNTINGS.map((counting) => ({
                value: counting,
                label: COUNTING_LABELS[counting],
              }))}
              value={form.counting}
              onChange={(value) => {
                if (value) change({ counting: value as TDeadlineCounting });
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </SimpleGrid>
          <Checkbox
            label="Exclude dies non (16 Dec – 15 Jan)"
            description="Uniform Rule 19(1) and Magistrates' Courts Rule 13(1): notices of intention to defend."
            checked={form.excludeDiesNon}
            onChange={(event) => change({ excludeDiesNon: event.currentTarget.checked })}
            disabled={form.counting === "ccma"}
          />
          {formError ? (
            <Text size="sm" c="red" role="alert">
              {formError}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={calculate.isPending} leftSection={<IconCalendarCheck size={16} />}>
              Calculate
            </Button>
          </Group>
        </Stack>
      </form>

      {calculate.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {readApiErrorMessage(calculate.error) ?? "The deadline could not be calculated. Please try again."}
        </Alert>
      ) : null}
      {calculate.data ? <DeadlineResult result={calculate.data} matterId={matterId} /> : null}
    </Stack>
  );
}

function DeadlineResult({ result, matterId }: { result: TDeadlineCalculation; matterId?: string }) {
  const [isExcludedOpen, setIsExcludedOpen] = useState(false);
  const excludedCount = result.excluded.length;
  return (
    <Paper withBorder p="md" aria-label="Calculated deadline" role="region">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Last day
        </Text>
        <Title order={3} data-testid="deadline-due-date">
          {formatDateInFull(result.dueDate)}
        </Title>
        <Text size="sm">
          {result.days} {COUNTING_LABELS[result.counting].toLowerCase()} from{" "}
          {formatDateWithWeekday(result.startDate)}
          {result.excludeDiesNon ? ", dies non excluded" : ""}.
        </Text>
        {result.rule ? (
          <Text size="sm">
            {result.rule.label}: <strong>{result.rule.citation}</strong>
          </Text>
        ) : null}
        {result.counting === "calendar" && isSaturday(result.dueDate) ? (
          <Text size="sm" c="orange">
            The period ends on a Saturday. The Interpretation Act s4 extends a period only past a Sunday or
            public holiday, and court offices are closed on Saturdays: deliver by the Friday before.
          </Text>
        ) : null}
        {excludedCount > 0 ? (
          <Stack gap={4}>
            <UnstyledButton
              onClick={() => setIsExcludedOpen((isOpen) => !isOpen)}
              aria-expanded={isExcludedOpen}
              aria-controls="deadline-excluded-days"
            >
              <Group gap={4}>
                {isExcludedOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                <Text size="sm" fw={500}>
                  {excludedCount === 1 ? "1 day not counted" : `${excludedCount} days not counted`}
                </Text>
              </Group>
            </UnstyledButton>
            {isExcludedOpen ? (
              <ul
                id="deadline-excluded-days"
                aria-label="Days not counted"
                style={{ margin: 0, paddingLeft: 20 }}
              >
                {result.excluded.map((day) => (
                  <li key={day.date}>
                    <Text size="sm" span>
                      {formatDateWithWeekday(day.date)}: {day.reason}
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Every day in the period counted.
          </Text>
        )}
        {matterId ? <SaveAsTaskButton result={result} matterId={matterId} /> : null}
      </Stack>
    </Paper>
  );
}

function SaveAsTaskButton({ result, matterId }: { result: TDeadlineCalculation; matterId: string }) {
  const save = useSaveDeadlineTask(matterId);
  const onSave = () =>
    save.mutate(
      {
        title: result.rule?.label ?? "Deadline",
        dueOn: result.dueDate,
        priority: "high",
        deadline: {
          rule: result.rule?.id ?? null,
          startOn: result.startDate,
          days: result.days,
          counting: result.counting,
          excludeDiesNon: result.excludeDiesNon,
        },
      },
      {
        onSuccess: () =>
          notifications.show({
            title: "Deadline saved",
            message: `Added as a task due ${formatDateWithWeekday(result.dueDate)}.`,
            color: "green",
          }),
        onError: (error) =>
          notifications.show({
            title: "Not saved",
            message: readApiErrorMessage(error) ?? "The deadline could not be saved. Please try again.",
            color: "red",
          }),
      },
    );
  return (
    <Group>
      <Button variant="light" onClick={onSave} loading={save.isPending} disabled={save.isSuccess}>
        {save.isSuccess ? "Saved as task" : "Save as task"}
      </Button>
    </Group>
  );
}
