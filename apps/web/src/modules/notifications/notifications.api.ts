import {
  type TMarkNotificationsRead,
  type TNotificationList,
  type TUnreadNotificationCount,
  ZNotificationList,
  ZUnreadNotificationCount,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const NOTIFICATIONS_PATH = "/api/notifications";
const UNREAD_COUNT_PATH = `${NOTIFICATIONS_PATH}/unread-count`;

/** Every notification query sits beneath this key, so one invalidation refreshes the count and the list. */
export const NOTIFICATIONS_KEY = [NOTIFICATIONS_PATH] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, "unread-count"] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, "list"] as const;

export async function fetchUnreadCount(): Promise<TUnreadNotificationCount> {
  return ZUnreadNotificationCount.parse(await apiJson("GET", UNREAD_COUNT_PATH));
}

export async function fetchNotifications(): Promise<TNotificationList> {
  return ZNotificationList.parse(await apiJson("GET", `${NOTIFICATIONS_PATH}?limit=20`));
}

export async function markNotificationsRead(
  request: TMarkNotificationsRead,
): Promise<TUnreadNotificationCount> {
  return ZUnreadNotificationCount.parse(await apiJson("POST", `${NOTIFICATIONS_PATH}/read`, request));
}
