import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type TAnalyticsPeriod,
  type TAnalyticsQuery,
  ZAnalyticsQuery,
} from "@inkundla/shared";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { useState } from "react";

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({
  value: period,
  label: ANALYTICS_PERIOD_LABELS[period],
}));

function isPeriod(value: string | null): value is TAnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);
}

/**
 * The spec's time-period select; "Custom range" adds a start and an end date, checked with the same
 * rules the server applies (end not before start, at most 5 years) before they are asked for.
 */
export function PeriodSelect({
  query,
  onChange,
}: {
  query: TAnalyticsQuery;
  onChange: (query: TAnalyticsQuery) => void;
}) {
  const [period, setPeriod] = useState<TAnalyticsPeriod>(query.period);
  const [from, setFrom] = useState(query.from ?? "");
  const [to, setTo] = useState(query.to ?? "");
  const [error, setError] = useState<{ field: "from" | "to"; message: string } | null>(null);

  const applyCustom = () => {
    const parsed = ZAnalyticsQuery.safeParse({
      period: "custom",
      from: from || undefined,
      to: to || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: issue?.path[0] === "from" ? "from" : "to",
        message: issue?.message ?? "Check the dates",
      });
      return;
    }
    setError(null);
    onChange(parsed.data);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Time period"
        data={PERIOD_OPTIONS}
        value={period}
        allowDeselect={false}
        onChange={(value) => {
          if (!isPeriod(value)) return;
          setPeriod(value);
          setError(null);
          if (value !== "custom") onChange({ period: value });
        }}
        w={200}
      />
      {period === "custom" ? (
        <>
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={error?.field === "from" ? error.message : undefined}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={error?.field === "to" ? error.message : undefined}
          />
          <Button variant="light" onClick={applyCustom}>
            Apply dates
          </Button>
        </>
      ) : null}
    </Group>
  );
}
