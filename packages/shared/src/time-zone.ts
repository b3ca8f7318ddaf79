/**
 * The firm's time zone: every firm is South African, so "today", "this month" and a moment's date are
 * reckoned here, on the server, in the browser and in SQL, whatever the machine's own zone. Kept in a
 * file of its own, with no imports, so code that must not load zod (the saved-preferences defaults the
 * shell reads) can use it too; dates.ts re-exports it for everyone else.
 */
export const FIRM_TIME_ZONE = "Africa/Johannesburg";
