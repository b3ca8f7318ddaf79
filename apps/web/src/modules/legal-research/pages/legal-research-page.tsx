import { Grid, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { PageHeader } from "../../../ui/page-header";
import { FirmDocumentsPanel } from "../components/firm-documents-panel";
import { RecentSearchesCard } from "../components/recent-searches-card";
import { ResearchResults } from "../components/research-results";
import { ResearchSearchForm } from "../components/research-search-form";
import { ResearchWelcome } from "../components/research-welcome";
import { useResearchSearch } from "../hooks/use-research-search";
import {
  hasNarrowingFilters,
  NO_FILTERS,
  type ResearchSearch,
  readResearchSearch,
  writeResearchSearch,
} from "../research-search-params";

/**
 * Legal research (spec "Legal research"): the search with its filters, the results, the person's recent
 * searches, and the firm's own documents. The search lives in the address, so a result opened in the
 * reader and Back return to the same results.
 */
export function LegalResearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readResearchSearch(searchParams);
  const results = useResearchSearch(search);
  const hasSearched = search.query.trim() !== "";

  const runSearch = (next: ResearchSearch, { isRefinement = false }: { isRefinement?: boolean } = {}) => {
    if (writeResearchSearch(next).toString() === writeResearchSearch(search).toString()) {
      // The same search again: ask the server afresh rather than showing what it answered before.
      void results.refetch();
      return;
    }
    setSearchParams(writeResearchSearch(next), { replace: isRefinement });
  };
  const runQuery = (query: string) => runSearch({ query, filters: search.filters });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Legal Research"
        eyebrow="Research"
        description="Search judgments, legislation and your firm's own documents, and keep what matters on a matter."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ResearchSearchForm search={search} isSearching={results.isFetching} onSearch={runSearch} />
            {!hasSearched ? (
              <ResearchWelcome onSearch={runQuery} />
            ) : results.isPending ? (
              <ListLoading label="Searching" />
            ) : results.isError ? (
              <ListLoadError
                title="The search could not be completed"
                onRetry={() => void results.refetch()}
              />
            ) : (
              <ResearchResults
                query={search.query}
                response={results.data}
                isFiltered={hasNarrowingFilters(search.filters)}
                onClearFilters={() => runSearch({ query: search.query, filters: NO_FILTERS })}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <RecentSearchesCard onSearch={runQuery} />
            <FirmDocumentsPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
