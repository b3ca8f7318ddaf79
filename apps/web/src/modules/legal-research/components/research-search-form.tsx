import {
  CORPUS_DOCUMENT_KIND_LABELS,
  CORPUS_DOCUMENT_KINDS,
  RESEARCH_CASE_TYPE_LABELS,
  RESEARCH_CASE_TYPES,
  RESEARCH_COURT_LABELS,
  RESEARCH_COURTS,
  RESEARCH_JURISDICTION_LABELS,
  RESEARCH_JURISDICTIONS,
  RESEARCH_QUERY_MAX_LENGTH,
  type TCorpusDocumentKind,
  type TResearchCaseType,
  type TResearchCourt,
  type TResearchJurisdiction,
} from "@inkundla/shared";
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import {
  type ResearchFilterValues,
  type ResearchSearch,
  writeResearchSearch,
} from "../research-search-params";

const EARLIEST_YEAR = 1800;
const LATEST_YEAR = 2100;

interface ResearchSearchFormProps {
  /** The search in the address: the form shows it again after Back, or a recent search chosen. */
  search: ResearchSearch;
  isSearching: boolean;
  /** `isRefinement`: a filter changed under results already shown (the address is replaced, not added to). */
  onSearch: (search: ResearchSearch, options: { isRefinement: boolean }) => void;
}

function yearOf(value: number | string): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

function yearsErrorOf(filters: ResearchFilterValues): string | null {
  return filters.fromYear !== null && filters.toYear !== null && filters.fromYear > filters.toYear
    ? "To year must not be before From year"
    : null;
}

/**
 * The search box and its filters. Enter searches; Search stays disabled while the query is blank after
 * trimming or a search is running (spec §5). Once results are shown, a court, kind, jurisdiction or case
 * type chosen searches again at once; years, typed a digit at a time, wait for Enter or Search. The
 * filters stack on a phone.
 */
export function ResearchSearchForm({ search, isSearching, onSearch }: ResearchSearchFormProps) {
  const [query, setQuery] = useState(search.query);
  const [filters, setFilters] = useState<ResearchFilterValues>(search.filters);
  const searchKey = writeResearchSearch(search).toString();

  // A search chosen elsewhere (Back, a recent or sample search) replaces what the form holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `searchKey` stands for `search`'s contents.
  useEffect(() => {
    setQuery(search.query);
    setFilters(search.filters);
  }, [searchKey]);

  const yearsError = yearsErrorOf(filters);
  const canSearch = query.trim() !== "" && !isSearching && yearsError === null;

  const changeYears = (patch: Partial<ResearchFilterValues>) =>
    setFilters((current) => ({ ...current, ...patch }));

  const refine = (patch: Partial<ResearchFilterValues>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const refinedQuery = query.trim() || search.query;
    if (search.query !== "" && refinedQuery !== "" && yearsErrorOf(next) === null) {
      onSearch({ query: refinedQuery, filters: next }, { isRefinement: true });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) onSearch({ query: query.trim(), filters }, { isRefinement: false });
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Search legal research">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Search"
              placeholder="Words, a party's name or a citation"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              maxLength={RESEARCH_QUERY_MAX_LENGTH}
              onChange={(event) => setQuery(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!canSearch} loading={isSearching}>
              Search
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NativeSelect
              label="Jurisdiction"
              value={filters.jurisdiction}
              data={RESEARCH_JURISDICTIONS.map((value) => ({
                value,
                label: RESEARCH_JURISDICTION_LABELS[value],
              }))}
              onChange={(event) =>
                refine({ jurisdiction: event.currentTarget.value as TResearchJurisdiction })
              }
            />
            <NativeSelect
              label="Case type"
              value={filters.caseType}
              data={RESEARCH_CASE_TYPES.map((value) => ({ value, label: RESEARCH_CASE_TYPE_LABELS[value] }))}
              onChange={(event) => refine({ caseType: event.currentTarget.value as TResearchCaseType })}
            />
            <NumberInput
              label="From year"
              placeholder="Any"
              min={EARLIEST_YEAR}
              max={LATEST_YEAR}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              clampBehavior="none"
              value={filters.fromYear ?? ""}
              onChange={(value) => changeYears({ fromYear: yearOf(value) })}
            />
            <NumberInput
              label="To year"
              placeholder="Any"
              min={EARLIEST_YEAR}
              max={LATEST_YEAR}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              clampBehavior="none"
              value={filters.toYear ?? ""}
              error={yearsError}
              onChange={(value) => changeYears({ toYear: yearOf(value) })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Checkbox.Group
              label="Courts"
              value={filters.courts}
              onChange={(courts) => refine({ courts: courts as TResearchCourt[] })}
            >
              <Stack gap={6} mt={6}>
                {RESEARCH_COURTS.map((court) => (
                  <Checkbox key={court} value={court} label={RESEARCH_COURT_LABELS[court]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group
              label="Document kind"
              value={filters.kinds}
              onChange={(kinds) => refine({ kinds: kinds as TCorpusDocumentKind[] })}
            >
              <Stack gap={6} mt={6}>
                {CORPUS_DOCUMENT_KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={CORPUS_DOCUMENT_KIND_LABELS[kind]} />
                ))}
              </Stack>
            </Checkbox.Group>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
