import { z } from "zod";

/** What a person is told about, each chosen in Profile → Preferences (all on by default). */
export const NOTIFICATION_KINDS = [
  "deadline_due",
  "invoice_overdue",
  "trust_month_open",
  "ai_job_finished",
  "portal_activity",
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every page of a list holds at most this many. */
export const NOTIFICATION_PAGE_LIMIT = 50;

export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app, e.g. "/practice/matters/…?tab=tasks". */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications: the newest first, and how many are unread. */
export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = z.strictObject({
  limit: z.coerce
    .number({ error: "The limit must be a number" })
    .int({ error: "The limit must be a whole number" })
    .min(1, { error: "The limit must be at least 1" })
    .max(NOTIFICATION_PAGE_LIMIT, { error: `The limit can be at most ${NOTIFICATION_PAGE_LIMIT}` })
    .optional(),
});

/** POST /api/notifications/read: some notifications, or all of them. */
export const ZMarkNotificationsRead = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.uuid({ error: "Each notification id must be a UUID" }))
        .min(1, { error: "Name at least one notification" })
        .max(NOTIFICATION_PAGE_LIMIT, { error: `Mark at most ${NOTIFICATION_PAGE_LIMIT} at a time` }),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: "Send the ids of the notifications to mark read, or all: true" },
);
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>;

export const ZUnreadNotificationCount = z.object({ unreadCount: z.number().int().nonnegative() });
export type TUnreadNotificationCount = z.infer<typeof ZUnreadNotificationCount>;
