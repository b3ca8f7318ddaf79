import type { TMarkNotificationsRead } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchNotifications,
  fetchUnreadCount,
  markNotificationsRead,
  NOTIFICATION_LIST_KEY,
  NOTIFICATIONS_KEY,
  UNREAD_COUNT_KEY,
} from "../notifications.api";

/** How often the bell asks for the unread count while the page is open. */
const UNREAD_POLL_MS = 60_000;

export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: fetchUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The newest notifications, read when the bell is opened. */
export function useNotificationList(isOpen: boolean) {
  return useQuery({ queryKey: NOTIFICATION_LIST_KEY, queryFn: fetchNotifications, enabled: isOpen });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TMarkNotificationsRead) => markNotificationsRead(request),
    onSuccess: (count) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, count);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
