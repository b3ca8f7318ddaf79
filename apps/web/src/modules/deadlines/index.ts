export { CalendarFeedControl } from "./components/calendar-feed-control";
export { DeadlineCalculator } from "./components/deadline-calculator";
export {
  useAddDeclaredHoliday,
  useDeclaredHolidays,
  useRemoveDeclaredHoliday,
} from "./hooks/use-declared-holidays";
