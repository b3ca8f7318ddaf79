import { isCalendarDate } from "@inkundla/shared";
import { Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";

interface ReportSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One report on the Reports tab: its title, what it shows, its parameters and its table. */
export function ReportSection({ title, description, children }: ReportSectionProps) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

type ReportQuery<TData> = {
  isPending: boolean;
  isError: boolean;
  fetchStatus: string;
  data: TData | undefined;
  refetch: () => unknown;
};

/** Loading, refused or empty: the states every report table shares. */
export function ReportBody<TData>({
  query,
  name,
  isEmpty,
  emptyTitle,
  emptyHint,
  children,
}: {
  query: ReportQuery<TData>;
  name: string;
  isEmpty: (data: TData) => boolean;
  emptyTitle: string;
  emptyHint: string;
  children: (data: TData) => ReactNode;
}) {
  // A query waiting for its parameters is pending but not fetching: nothing to show yet.
  if (query.isPending && query.fetchStatus === "idle") return null;
  if (query.isPending) return <ListLoading label={`Loading the ${name}`} />;
  if (query.isError || query.data === undefined) {
    return <ListLoadError title={`The ${name} could not be made`} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <ListEmpty title={emptyTitle} hint={emptyHint} />;
  return <>{children(query.data)}</>;
}

/** From and To date boxes; the period counts only once both are dates in order. */
export function usePeriod(today: string) {
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const isValid = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const inputs = (
    <>
      <TextInput
        label="From"
        type="date"
        value={from}
        onChange={(event) => setFrom(event.currentTarget.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={to}
        error={
          isCalendarDate(from) && isCalendarDate(to) && from > to
            ? "The end date cannot be before the start date"
            : undefined
        }
        onChange={(event) => setTo(event.currentTarget.value)}
      />
    </>
  );
  return { period: isValid ? { from, to } : null, inputs };
}
