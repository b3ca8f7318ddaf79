/** What an e-mailed one-time link is for. */
export const ONE_TIME_TOKEN_PURPOSES = [
  /** A new firm owner from the sign-up wizard: verify the address and set a password. */
  "signup_verification",
  /** An invited staff member: set name and password, then Active. */
  "staff_invitation",
  /** A person added by the platform admin: set a password. */
  "admin_invitation",
  /** A changed e-mail address on the profile: it takes effect once this link is opened. */
  "email_change",
  /** "Forgot password?": a new password for the account, ending every session it had. */
  "password_reset",
  /** A client's contact person invited to the client portal: set name and password. */
  "portal_invitation",
] as const;
export type TOneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** `logged`: kept in the outbox and the server log because no SMTP server is configured. */
export const MAIL_STATUSES = ["sent", "failed", "logged"] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];
