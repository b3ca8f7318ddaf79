import { describe, expect, it } from "vitest";
import {
  hasNarrowingFilters,
  NO_FILTERS,
  readerPath,
  readResearchSearch,
  toSearchRequest,
  writeResearchSearch,
} from "./research-search-params";

describe("the search in the address", () => {
  it("reads back what was written, leaving the defaults out of the address", () => {
    const search = {
      query: "unfair dismissal",
      filters: { ...NO_FILTERS, courts: ["supreme" as const], caseType: "civil" as const, fromYear: 1990 },
    };
    const params = writeResearchSearch(search);

    expect(params.toString()).toBe("q=unfair+dismissal&court=supreme&caseType=civil&from=1990");
    expect(readResearchSearch(params)).toEqual(search);
  });

  it("ignores values it does not know rather than sending them", () => {
    const search = readResearchSearch(
      new URLSearchParams("q=bail&court=moon&jurisdiction=galactic&kind=judgment&from=19x0"),
    );
    expect(search.filters).toEqual({ ...NO_FILTERS, kinds: ["judgment"] });
  });
});

describe("toSearchRequest", () => {
  it("sends the trimmed query and only the filters that narrow the search", () => {
    expect(toSearchRequest({ query: "  bail  ", filters: NO_FILTERS })).toEqual({
      query: "bail",
      filters: {},
    });
    expect(
      toSearchRequest({
        query: "bail",
        filters: { ...NO_FILTERS, jurisdiction: "national", kinds: ["legislation"], toYear: 2000 },
      }),
    ).toEqual({
      query: "bail",
      filters: { jurisdiction: "national", kinds: ["legislation"], dateRange: { toYear: 2000 } },
    });
  });

  it("says whether any filter narrows the search", () => {
    expect(hasNarrowingFilters(NO_FILTERS)).toBe(false);
    expect(hasNarrowingFilters({ ...NO_FILTERS, fromYear: 1999 })).toBe(true);
  });
});

describe("readerPath", () => {
  it("carries the search and the passage to open at", () => {
    expect(readerPath("doc-1", { query: "unfair dismissal", pinpoint: "para 12" })).toBe(
      "/legal-research/documents/doc-1?q=unfair+dismissal&at=para+12",
    );
    expect(readerPath("doc-1")).toBe("/legal-research/documents/doc-1");
  });
});
