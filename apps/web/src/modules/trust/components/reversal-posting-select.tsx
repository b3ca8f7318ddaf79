import { formatDate } from "@inkundla/shared";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTrustTransactions } from "../hooks/use-trust";
import { formatCents } from "../trust-format";

interface ReversalPostingSelectProps {
  value: string;
  onChange: (postingId: string) => void;
  error?: string;
}

/** A posting that can still be reversed (not itself a reversal, not reversed already), searched on the server. */
export function ReversalPostingSelect({ value, onChange, error }: ReversalPostingSelectProps) {
  const [search, setSearch] = useState("");
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // While the box shows the chosen posting, list postings without searching for its label.
  const serverSearch = value && search === chosenLabel ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const transactions = useTrustTransactions({ search: debouncedSearch || undefined, limit: 30, offset: 0 });
  const options = new Map<string, string>();
  for (const row of transactions.data?.items ?? []) {
    if (row.reversed || row.type === "reversal" || options.has(row.postingId)) continue;
    options.set(
      row.postingId,
      `#${row.number} · ${formatDate(row.date)} · ${row.description} · ${formatCents(row.amountCents)}`,
    );
  }
  if (value && chosenLabel && !options.has(value)) options.set(value, chosenLabel);
  return (
    <Select
      label="Transaction to reverse"
      withAsterisk
      searchable
      placeholder="Search by description, reference or client"
      data={[...options].map(([postingId, label]) => ({ value: postingId, label }))}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={transactions.isFetching ? "Searching…" : "No transaction to reverse found"}
      error={error}
      onChange={(postingId, option) => {
        setChosenLabel(option ? option.label : null);
        onChange(postingId ?? "");
      }}
    />
  );
}
