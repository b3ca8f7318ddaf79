import { NativeSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useClientList } from "../../clients";
import { useMatterList } from "../../matters";

export type ClientChoice = { id: string; name: string };

interface ClientSelectProps {
  label: string;
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string;
  required?: boolean;
  description?: string;
}

/** One of the firm's clients, searched on the server as the person types (a firm may have thousands). */
export function ClientSelect({ label, value, onChange, error, required, description }: ClientSelectProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  // While the box shows the chosen client's name, list clients without searching for that name.
  const serverSearch = value && search === value.name ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const clients = useClientList({ search: debouncedSearch, limit: 20, offset: 0 });
  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.name });
  }
  return (
    <Select
      label={label}
      description={description}
      withAsterisk={required}
      searchable
      clearable
      placeholder="Search your clients"
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={clients.isFetching ? "Searching…" : "No clients found"}
      error={error}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
    />
  );
}

interface ClientMatterSelectProps {
  label?: string;
  clientId: string | null;
  value: string;
  onChange: (matterId: string) => void;
  error?: string;
}

/** A matter of the chosen client, or none: trust money may be held for the client generally. */
export function ClientMatterSelect({
  label = "Matter",
  clientId,
  value,
  onChange,
  error,
}: ClientMatterSelectProps) {
  const matters = useMatterList(
    { clientId: clientId ?? undefined, limit: 50, offset: 0 },
    { enabled: Boolean(clientId) },
  );
  const options = (matters.data?.items ?? []).map((matter) => ({
    value: matter.id,
    label: `${matter.reference} · ${matter.title}`,
  }));
  return (
    <NativeSelect
      label={label}
      disabled={!clientId}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: "", label: clientId ? "No particular matter" : "Choose the client first" }, ...options]}
    />
  );
}
