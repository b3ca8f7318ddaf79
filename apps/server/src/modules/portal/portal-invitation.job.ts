import { formatLongDate } from "@inkundla/shared";
import { z } from "zod";
import type { AppConfig } from "../../platform/config.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { defineJobKind, defineJobWorker, sendMailFromJob } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";

const ZPortalInvitationEmail = z.object({
  to: z.string().min(1),
  firmName: z.string(),
  clientName: z.string(),
  inviterName: z.string(),
  /** The link's one-time token: the database keeps only its hash, the job carries it to the e-mail. */
  token: z.string().min(1),
  expiresAt: z.iso.datetime(),
});
export type PortalInvitationEmail = z.infer<typeof ZPortalInvitationEmail>;

/** A client portal invitation e-mailed to the client's contact person; a mail server that is down is tried again. */
export const PORTAL_INVITATION_EMAIL_JOB = defineJobKind<PortalInvitationEmail>({
  name: "portal-invitation-email",
  data: ZPortalInvitationEmail,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  // The token stays out of the admin's list.
  describe: (invitation) => `Client portal invitation to ${invitation.to} from ${invitation.firmName}`,
});

export type PortalInvitationEmailDeps = {
  db: DbExecutor;
  config: Pick<AppConfig, "publicUrl">;
  mailer: Mailer;
};

export function createPortalInvitationEmailWorker(deps: PortalInvitationEmailDeps) {
  return defineJobWorker({
    kind: PORTAL_INVITATION_EMAIL_JOB,
    handle: async (invitation) => {
      await sendMailFromJob(deps, portalInvitationMessage(deps.config.publicUrl, invitation));
    },
  });
}

export function portalInvitationMessage(publicUrl: string, invitation: PortalInvitationEmail) {
  const link = `${publicUrl}/client-portal/accept?token=${encodeURIComponent(invitation.token)}`;
  const expiry = formatLongDate(new Date(invitation.expiresAt));
  return {
    to: invitation.to,
    subject: `${invitation.firmName} has invited you to their client portal`,
    text: [
      `${invitation.inviterName} of ${invitation.firmName} has invited you to the client portal for ${invitation.clientName} on Inkundla.`,
      "",
      "In the portal you can follow your matters, download your invoices and trust statement, read documents the firm shares with you, send messages and upload documents.",
      "",
      "Open this link to set your name and password:",
      link,
      "",
      `The link works once and expires on ${expiry}. If you were not expecting this invitation, you can ignore this e-mail.`,
    ].join("\n"),
    links: [link],
  };
}
