export * from "./deadline-calculator.ts";
export * from "./deadline-rules.ts";
export type { DeclaredHoliday, PublicHoliday } from "./public-holidays.ts";
export { easterSundayOf, publicHolidaysOf, statutoryHolidaysOf } from "./public-holidays.ts";
