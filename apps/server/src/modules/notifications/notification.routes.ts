import {
  ZMarkNotificationsRead,
  ZNotificationList,
  ZNotificationListQuery,
  ZUnreadNotificationCount,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  markRead,
  type NotificationsDeps,
  readNotifications,
  readUnreadCount,
} from "./notification.service.ts";

const BASE = "/api/notifications";

/** The signed-in member's own notifications: the bell's list and count, and marking them read. */
export function registerNotificationRoutes(app: FastifyInstance, deps: NotificationsDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  router.get(
    BASE,
    {
      schema: {
        summary: "Your notifications, newest first, and how many are unread",
        description:
          "Only the kinds you left on in Profile → Preferences. Reading also looks over the firm's records for what has come due (at most once a minute per firm).",
        tags,
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList },
      },
    },
    async (request) => readNotifications(deps, requireFirmIdentity(request), request.query),
  );

  router.get(
    `${BASE}/unread-count`,
    {
      schema: {
        summary: "How many of your notifications are unread",
        tags,
        response: { 200: ZUnreadNotificationCount },
      },
    },
    async (request) => readUnreadCount(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/read`,
    {
      schema: {
        summary: "Mark notifications read: the given ids, or all",
        description: "Ids of other people's notifications are ignored. Answers the unread count after.",
        tags,
        body: ZMarkNotificationsRead,
        response: { 200: ZUnreadNotificationCount },
      },
    },
    async (request) => markRead(deps, requireFirmIdentity(request), request.body),
  );
}
