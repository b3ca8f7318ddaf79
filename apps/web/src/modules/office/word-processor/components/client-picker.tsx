import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useClientList } from "../../../clients";

export type ClientChoice = { id: string; name: string };

interface ClientPickerProps {
  value: ClientChoice | null;
  onChange: (choice: ClientChoice | null) => void;
  label?: string;
  description?: string;
}

/** One of the firm's clients, searched on the server as the person types (a firm may have thousands). */
export function ClientPicker({ value, onChange, label = "Client", description }: ClientPickerProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  // While the box shows the chosen client's name, list clients without searching for that name.
  const serverSearch = value && search === value.name ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const clients = useClientList({ search: debouncedSearch || undefined, limit: 20, offset: 0 });
  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  const data =
    value && !options.some((option) => option.value === value.id)
      ? [{ value: value.id, label: value.name }, ...options]
      : options;
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search your clients"
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? "Searching…" : "No clients found"}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
