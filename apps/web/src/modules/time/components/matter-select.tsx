import type { TMatterListItem } from "@inkundla/shared";
import { Select } from "@mantine/core";
import { useState } from "react";
import { useMatterOptions } from "../hooks/use-matter-options";

export type MatterOption = { value: string; label: string };

export function matterOptionOf(matter: Pick<TMatterListItem, "id" | "reference" | "title">): MatterOption {
  return { value: matter.id, label: `${matter.reference} · ${matter.title}` };
}

interface MatterSelectProps {
  label?: string;
  /** The chosen matter; its label is kept so it stays shown while other matters are searched. */
  value: MatterOption | null;
  onChange: (option: MatterOption | null) => void;
  error?: string | null;
  required?: boolean;
  size?: "xs" | "sm";
  /** Offer only this client's matters (the client's own page). */
  clientId?: string;
}

/** Picks one of the firm's open matters, searching the server as the person types. */
export function MatterSelect({
  label = "Matter",
  value,
  onChange,
  error,
  required,
  size,
  clientId,
}: MatterSelectProps) {
  const [search, setSearch] = useState(value?.label ?? "");
  // While the box shows the chosen matter's label, list matters without searching for that label.
  const serverSearch = value && search === value.label ? "" : search;
  const matters = useMatterOptions(serverSearch, true, clientId);
  const options = (matters.data ?? []).map(matterOptionOf);
  const data =
    value && !options.some((option) => option.value === value.value) ? [value, ...options] : options;
  return (
    <Select
      label={label}
      placeholder={clientId ? "Search this client's matters" : "Search by title, reference or client"}
      searchable
      clearable
      required={required}
      size={size}
      data={data}
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(_matterId, option) => onChange(option ? { value: option.value, label: option.label } : null)}
      // The server has already matched what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={matters.isFetching ? "Searching..." : "No open matters found"}
      error={error}
    />
  );
}
