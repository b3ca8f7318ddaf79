// Kept apart from http.schemas.ts, which builds zod schemas when it loads: the web client's API helper
// reads this header on every page, and importing it from here keeps zod out of the first download.

/** The header a bounded list puts its total in (spec: lists are paged, the total travels beside them). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
