import { formatLongDate, labelStaffRole } from "@inkundla/shared";
import { z } from "zod";
import type { AppConfig } from "../../platform/config.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, sendMailFromJob } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";

const ZInvitationEmail = z.object({
  to: z.string().min(1),
  firmName: z.string(),
  inviterName: z.string(),
  role: z.string(),
  /**
   * The link's one-time token. The database keeps only its hash; the job carries it from the inviting
   * transaction to the e-mail, as the outbox keeps the message with its link.
   */
  token: z.string().min(1),
  expiresAt: z.iso.datetime(),
});
export type InvitationEmail = z.infer<typeof ZInvitationEmail>;

/** A staff invitation e-mailed to the invited person; a mail server that is down is tried again. */
export const STAFF_INVITATION_EMAIL_JOB = defineJobKind<InvitationEmail>({
  name: "staff-invitation-email",
  data: ZInvitationEmail,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  // The token stays out of the admin's list.
  describe: (invitation) => `Invitation to ${invitation.to} to join ${invitation.firmName}`,
});

export type InvitationEmailDeps = { db: DbExecutor; config: Pick<AppConfig, "publicUrl">; mailer: Mailer };

/** The worker: writes the invitation and sends it through the platform mailer. */
export function createStaffInvitationEmailWorker(deps: InvitationEmailDeps) {
  return defineJobWorker({
    kind: STAFF_INVITATION_EMAIL_JOB,
    handle: async (invitation) => {
      await sendMailFromJob(deps, invitationMessage(deps.config.publicUrl, invitation));
    },
  });
}

function invitationMessage(publicUrl: string, invitation: InvitationEmail) {
  const link = `${publicUrl}/accept-invite?token=${encodeURIComponent(invitation.token)}`;
  const expiry = formatLongDate(new Date(invitation.expiresAt));
  return {
    to: invitation.to,
    subject: `You're invited to join ${invitation.firmName} on Inkundla`,
    text: [
      `${invitation.inviterName} has invited you to join ${invitation.firmName} on Inkundla as ${labelStaffRole(invitation.role)}.`,
      "",
      "Open this link to set your name and password and accept the invitation:",
      link,
      "",
      `The link works once and expires on ${expiry}. If you were not expecting this invitation, you can ignore this e-mail.`,
    ].join("\n"),
    links: [link],
  };
}
