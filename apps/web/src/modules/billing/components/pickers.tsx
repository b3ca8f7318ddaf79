import { NativeSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useClientList } from "../../clients";
import { useMatterList } from "../../matters";

export type Choice = { id: string; name: string };

interface SearchSelectProps {
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  error?: string;
  required?: boolean;
  description?: string;
  disabled?: boolean;
}

/** One of the firm's clients, searched on the server as the person types (a firm may have thousands). */
export function ClientPicker({
  label,
  value,
  onChange,
  error,
  required,
  description,
  disabled,
}: SearchSelectProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  // While the box shows the chosen client's name, list clients without searching for that name.
  const serverSearch = value && search === value.name ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const clients = useClientList({ search: debouncedSearch, limit: 20, offset: 0 });
  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  return (
    <SearchSelect
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      description={description}
      disabled={disabled}
      placeholder="Search your clients"
      options={options}
      search={search}
      onSearchChange={setSearch}
      nothingFound={clients.isFetching ? "Searching…" : "No clients found"}
    />
  );
}

/** One of the firm's open matters, searched on the server (by title, reference or client). */
export function MatterPicker({
  label,
  value,
  onChange,
  error,
  required,
  description,
  disabled,
}: SearchSelectProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  const serverSearch = value && search === value.name ? "" : search;
  const [debouncedSearch] = useDebouncedValue(serverSearch.trim(), 250);
  const matters = useMatterList({ search: debouncedSearch || undefined, limit: 50, offset: 0 });
  const options = (matters.data?.items ?? [])
    .filter((matter) => matter.status !== "closed")
    .map((matter) => ({ value: matter.id, label: `${matter.reference} · ${matter.title}` }));
  return (
    <SearchSelect
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      description={description}
      disabled={disabled}
      placeholder="Search by title, reference or client"
      options={options}
      search={search}
      onSearchChange={setSearch}
      nothingFound={matters.isFetching ? "Searching…" : "No open matters found"}
    />
  );
}

function SearchSelect({
  value,
  onChange,
  options,
  search,
  onSearchChange,
  nothingFound,
  placeholder,
  required,
  ...field
}: SearchSelectProps & {
  options: { value: string; label: string }[];
  search: string;
  onSearchChange: (search: string) => void;
  nothingFound: string;
  placeholder: string;
}) {
  const data =
    value && !options.some((option) => option.value === value.id)
      ? [{ value: value.id, label: value.name }, ...options]
      : options;
  return (
    <Select
      {...field}
      withAsterisk={required}
      searchable
      clearable
      placeholder={placeholder}
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={onSearchChange}
      // The server has already matched what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
    />
  );
}

interface ClientMatterPickerProps {
  clientId: string | null;
  value: string;
  onChange: (matter: Choice | null) => void;
  error?: string;
  label?: string;
}

/** A matter of the chosen client, or none (an invoice may be for the client generally). */
export function ClientMatterPicker({
  clientId,
  value,
  onChange,
  error,
  label = "Matter",
}: ClientMatterPickerProps) {
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
      onChange={(event) => {
        const id = event.currentTarget.value;
        const option = options.find((candidate) => candidate.value === id);
        onChange(option ? { id, name: option.label } : null);
      }}
      data={[{ value: "", label: clientId ? "No particular matter" : "Choose the client first" }, ...options]}
    />
  );
}
