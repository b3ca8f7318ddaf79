import {
  type TCalendarFeedCreated,
  type TCalendarFeedStatus,
  type TDeadlineCalculateRequest,
  type TDeadlineCalculation,
  type TDeadlineCounting,
  type TDeclaredHoliday,
  type TDeclaredHolidayCreateRequest,
  ZCalendarFeedStatus,
  ZDeadlineCalculation,
  ZDeadlineRuleList,
  ZDeclaredHolidayList,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const DEADLINE_RULES_PATH = "/api/deadlines/rules";
export const DEADLINE_CALCULATE_PATH = "/api/deadlines/calculate";
export const DECLARED_HOLIDAYS_PATH = "/api/admin/holidays";
export const CALENDAR_FEED_PATH = "/api/calendar/feed";

export const DEADLINE_RULES_QUERY_KEY = [DEADLINE_RULES_PATH] as const;
export const DECLARED_HOLIDAYS_QUERY_KEY = [DECLARED_HOLIDAYS_PATH] as const;
export const CALENDAR_FEED_QUERY_KEY = [CALENDAR_FEED_PATH] as const;

export async function fetchDeadlineRules() {
  return ZDeadlineRuleList.parse(await apiJson("GET", DEADLINE_RULES_PATH)).rules;
}

export async function requestDeadlineCalculation(
  request: TDeadlineCalculateRequest,
): Promise<TDeadlineCalculation> {
  return ZDeadlineCalculation.parse(await apiJson("POST", DEADLINE_CALCULATE_PATH, request));
}

/** The tasks API's contract for a computed deadline saved as a task on a matter. */
export type TSaveDeadlineTaskRequest = {
  title: string;
  dueOn: string;
  priority: "high";
  deadline: {
    rule: string | null;
    startOn: string;
    days: number;
    counting: TDeadlineCounting;
    excludeDiesNon: boolean;
  };
};

export function matterTasksPath(matterId: string): string {
  return `/api/matters/${encodeURIComponent(matterId)}/tasks`;
}

export function saveDeadlineTask(matterId: string, request: TSaveDeadlineTaskRequest): Promise<unknown> {
  return apiJson("POST", matterTasksPath(matterId), request);
}

export async function fetchDeclaredHolidays(): Promise<TDeclaredHoliday[]> {
  return ZDeclaredHolidayList.parse(await apiJson("GET", DECLARED_HOLIDAYS_PATH)).holidays;
}

export function addDeclaredHoliday(request: TDeclaredHolidayCreateRequest): Promise<TDeclaredHoliday> {
  return apiJson("POST", DECLARED_HOLIDAYS_PATH, request);
}

export function removeDeclaredHoliday(date: string): Promise<unknown> {
  return apiJson("DELETE", `${DECLARED_HOLIDAYS_PATH}/${encodeURIComponent(date)}`);
}

export async function fetchCalendarFeedStatus(): Promise<TCalendarFeedStatus> {
  return ZCalendarFeedStatus.parse(await apiJson("GET", CALENDAR_FEED_PATH));
}

export function createCalendarFeed(): Promise<TCalendarFeedCreated> {
  return apiJson("POST", CALENDAR_FEED_PATH);
}

export function revokeCalendarFeed(): Promise<unknown> {
  return apiJson("DELETE", CALENDAR_FEED_PATH);
}
