import { useCallback, useRef, useState } from "react";
import type { OpenedPdf } from "../viewer/pdf-renderer";
import {
  findHits,
  firstHitFromPage,
  normaliseSearchTerm,
  type PageTextRun,
  type SearchHit,
  stepHit,
} from "../viewer/pdf-search";

export interface PdfSearchState {
  /** The term the hits are for (normalised), or "" before a search. */
  searchedTerm: string;
  hits: SearchHit[];
  activeIndex: number | null;
  isSearching: boolean;
}

const NO_SEARCH: PdfSearchState = { searchedTerm: "", hits: [], activeIndex: null, isSearching: false };

/**
 * Text search over the whole PDF: each page's text is read once (then kept), the hits listed in page
 * order, and Find next / previous step through them from the page shown.
 */
export function usePdfSearch(pdf: OpenedPdf) {
  const [state, setState] = useState<PdfSearchState>(NO_SEARCH);
  const textsRef = useRef(new Map<number, PageTextRun[]>());
  const stateRef = useRef(state);
  stateRef.current = state;

  /** The page's runs, read from the PDF the first time they are asked for. */
  const pageText = useCallback(
    async (page: number): Promise<PageTextRun[]> => {
      const known = textsRef.current.get(page);
      if (known) return known;
      const runs = await pdf.readPageText(page).catch(() => []);
      textsRef.current.set(page, runs);
      return runs;
    },
    [pdf],
  );

  /** Searches for `term` (reading pages not yet read) and answers the hits. */
  const search = useCallback(
    async (term: string): Promise<SearchHit[]> => {
      const needle = normaliseSearchTerm(term);
      if (needle === "") {
        setState(NO_SEARCH);
        return [];
      }
      if (stateRef.current.searchedTerm === needle && !stateRef.current.isSearching)
        return stateRef.current.hits;
      setState({ ...NO_SEARCH, searchedTerm: needle, isSearching: true });
      const pages = new Map<number, PageTextRun[]>();
      for (let page = 1; page <= pdf.pageCount; page += 1) pages.set(page, await pageText(page));
      const hits = findHits(pages, needle);
      setState({ searchedTerm: needle, hits, activeIndex: null, isSearching: false });
      return hits;
    },
    [pdf, pageText],
  );

  /**
   * Goes to the next (or previous) hit of `term`, searching first when the term changed; the first
   * step starts from the page shown. Answers the hit stepped to, or null when there is none.
   */
  const step = useCallback(
    async (term: string, direction: 1 | -1, fromPage: number): Promise<SearchHit | null> => {
      const isNewSearch = normaliseSearchTerm(term) !== stateRef.current.searchedTerm;
      const hits = await search(term);
      const current = isNewSearch ? null : stateRef.current.activeIndex;
      const index =
        current === null && direction === 1
          ? firstHitFromPage(hits, fromPage)
          : stepHit(current, hits.length, direction);
      setState((shown) => ({ ...shown, activeIndex: index }));
      return index === null ? null : (hits[index] ?? null);
    },
    [search],
  );

  const clear = useCallback(() => setState(NO_SEARCH), []);

  return { ...state, search, step, clear, pageText };
}
