import type { FastifyInstance } from "fastify";
import { registerNotificationRoutes } from "./notification.routes.ts";
import type { NotificationsDeps } from "./notification.service.ts";

export type { NewNotification } from "./notification.repository.ts";
export {
  type NotificationsDeps,
  notifyAiJobFinished,
  notifyPeople,
  notifyPortalActivity,
} from "./notification.service.ts";
export {
  createNotificationMorningWorker,
  NOTIFICATION_MORNING_JOB,
  queueMorningRunIfDue,
  runMorning,
  startNotificationClock,
} from "./notification-digest.job.ts";
export {
  createInstantEmailWorker,
  emailMatterAttorneys,
  INSTANT_EMAIL_JOB,
} from "./notification-email.job.ts";

/**
 * In-app notifications and the e-mail digest: deadlines coming due, invoices turned overdue, the trust
 * month to sign off, finished AI work and client portal activity, each as each person chooses.
 */
export function createNotificationsModule(deps: NotificationsDeps) {
  return { name: "notifications", register: (app: FastifyInstance) => registerNotificationRoutes(app, deps) };
}
