import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useMatterList } from "../../matters";

export type MatterChoice = { id: string; label: string };

interface MatterPickerProps {
  value: MatterChoice | null;
  onChange: (choice: MatterChoice | null) => void;
  error?: string | null;
  label?: string;
  description?: string;
  isRequired?: boolean;
}

/** One of the firm's matters that are not closed, searched on the server as the person types. */
export function MatterPicker({
  value,
  onChange,
  error,
  label = "Matter",
  description,
  isRequired = true,
}: MatterPickerProps) {
  const [search, setSearch] = useState(value?.label ?? "");
  // While the box shows the chosen matter, list matters without searching for its label.
  const serverSearch = value && search === value.label ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const matters = useMatterList({ search: debouncedSearch || undefined, limit: 50, offset: 0 });
  const options = (matters.data?.items ?? [])
    .filter((matter) => matter.status !== "closed")
    .map((matter) => ({ value: matter.id, label: `${matter.reference} · ${matter.title}` }));
  const data =
    value && !options.some((option) => option.value === value.id)
      ? [{ value: value.id, label: value.label }, ...options]
      : options;
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search by title, reference or client"
      withAsterisk={isRequired}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={matters.isFetching ? "Searching…" : "No open matters found"}
      onChange={(id, option) => onChange(id && option ? { id, label: option.label } : null)}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
