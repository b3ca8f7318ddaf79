import { z } from "zod";
import { ZEmail, ZNewPassword, ZPersonName } from "../auth/auth.schemas.ts";

/**
 * Who may give a client's contact person access to the client portal, end it, and share documents
 * there: the practitioners who answer to the client. Every member reads and writes the matter threads.
 */
export const PORTAL_MANAGE_ROLES = [
  "managing_partner",
  "partner",
  "legal_director",
  "senior_associate",
  "associate",
] as const;

/** The longest message on a matter's portal thread, in characters. */
export const PORTAL_MESSAGE_MAX_CHARACTERS = 10_000;

/** A uuid path parameter; anything else is answered like a record that is not there (404). */
const ZId = z.string().max(100, "The id must be at most 100 characters");

export const ZPortalClientParams = z.strictObject({ clientId: ZId });
export const ZPortalMatterParams = z.strictObject({ matterId: ZId });
export const ZPortalIdParams = z.strictObject({ id: ZId });
export const ZPortalUploadParams = z.strictObject({ matterId: ZId, uploadId: ZId });
export const ZPortalClientDocumentParams = z.strictObject({ clientId: ZId, shareId: ZId });

/** POST /api/clients/{clientId}/portal-invitations: the client's contact person to invite. */
export const ZPortalInviteRequest = z.strictObject({ email: ZEmail });
export type TPortalInviteRequest = z.infer<typeof ZPortalInviteRequest>;

export const PORTAL_ACCESS_STATUSES = ["invited", "active", "revoked"] as const;
export type TPortalAccessStatus = (typeof PORTAL_ACCESS_STATUSES)[number];

/** A person with access to one client's portal, as the firm's client page lists them. */
export const ZPortalAccess = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(PORTAL_ACCESS_STATUSES),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
});
export type TPortalAccess = z.infer<typeof ZPortalAccess>;
export const ZPortalAccessList = z.object({ people: z.array(ZPortalAccess) });
export type TPortalAccessList = z.infer<typeof ZPortalAccessList>;

const ZPortalToken = z
  .string({ error: "token is required" })
  .min(1, "token is required")
  .max(200, "token must be at most 200 characters");

/** GET /api/portal/invitation?token= (public): what the accept page shows before the form. */
export const ZPortalInvitationQuery = z.strictObject({ token: ZPortalToken });
export const ZPortalInvitationPreview = z.object({
  firmName: z.string(),
  clientName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type TPortalInvitationPreview = z.infer<typeof ZPortalInvitationPreview>;

/** POST /api/portal/accept (public): the invited contact person sets their name and password. */
export const ZPortalAcceptRequest = z.strictObject({
  token: ZPortalToken,
  firstName: ZPersonName("First name"),
  lastName: ZPersonName("Last name"),
  password: ZNewPassword,
});
export type TPortalAcceptRequest = z.infer<typeof ZPortalAcceptRequest>;
/** The accept form adds a confirmation that is checked in the browser and never sent. */
export const ZPortalAcceptForm = ZPortalAcceptRequest.omit({ token: true }).extend({
  confirmPassword: z.string(),
});
export type TPortalAcceptForm = z.input<typeof ZPortalAcceptForm>;
export const ZPortalAcceptResponse = z.object({
  firmName: z.string(),
  clientName: z.string(),
  email: z.string(),
});
export type TPortalAcceptResponse = z.infer<typeof ZPortalAcceptResponse>;

/** GET /api/portal/me: whose portal this is. */
export const ZPortalSelf = z.object({
  firmName: z.string(),
  clientName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
});
export type TPortalSelf = z.infer<typeof ZPortalSelf>;

/** One of the client's matters as the portal shows it. */
export const ZPortalMatter = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  responsibleAttorney: z.string().nullable(),
  nextDeadline: z.object({ title: z.string(), dueDate: z.string() }).nullable(),
});
export type TPortalMatter = z.infer<typeof ZPortalMatter>;

/** One of the client's issued invoices; drafts are never shown. */
export const ZPortalInvoice = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  status: z.string(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
  matterReference: z.string().nullable(),
});
export type TPortalInvoice = z.infer<typeof ZPortalInvoice>;

/** A document the firm shares with the client. */
export const ZPortalDocument = z.object({
  id: z.string(),
  title: z.string(),
  matterReference: z.string().nullable(),
  sharedAt: z.string(),
});
export type TPortalDocument = z.infer<typeof ZPortalDocument>;

/** A file the client uploaded to a matter. */
export const ZPortalUpload = z.object({
  id: z.string(),
  matterId: z.string(),
  /** The stored file: firm members download it from /api/files/{fileId}. */
  fileId: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TPortalUpload = z.infer<typeof ZPortalUpload>;

/** GET /api/portal/overview: everything the portal's home shows at once. */
export const ZPortalOverview = z.object({
  self: ZPortalSelf,
  matters: z.array(ZPortalMatter),
  invoices: z.array(ZPortalInvoice),
  outstandingCents: z.number().int(),
  documents: z.array(ZPortalDocument),
});
export type TPortalOverview = z.infer<typeof ZPortalOverview>;

export const ZPortalMessage = z.object({
  id: z.string(),
  authorKind: z.enum(["firm", "client"]),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TPortalMessage = z.infer<typeof ZPortalMessage>;

/** A matter's portal thread: messages oldest first, and the client's uploads to it. */
export const ZPortalThread = z.object({
  matterId: z.string(),
  messages: z.array(ZPortalMessage),
  uploads: z.array(ZPortalUpload),
});
export type TPortalThread = z.infer<typeof ZPortalThread>;

/** POST …/messages: a message of 1 to 10,000 characters. */
export const ZPortalMessageRequest = z.strictObject({
  body: z
    .string({ error: "Write a message" })
    .trim()
    .min(1, "Write a message")
    .max(
      PORTAL_MESSAGE_MAX_CHARACTERS,
      `A message can be at most ${PORTAL_MESSAGE_MAX_CHARACTERS.toLocaleString("en-ZA")} characters`,
    ),
});
export type TPortalMessageRequest = z.infer<typeof ZPortalMessageRequest>;

/** POST /api/clients/{clientId}/portal-documents: share one of the firm's documents with the client. */
export const ZPortalShareRequest = z.strictObject({
  officeDocumentId: z.uuid("Choose a document to share"),
  matterId: z.uuid("matterId must be a matter id").optional(),
});
export type TPortalShareRequest = z.infer<typeof ZPortalShareRequest>;

/** GET /api/portal/trust-statement?from=&to= */
const ZIsoDate = z.iso.date("Use a date like 2026-03-31");
export const ZPortalTrustStatementQuery = z
  .strictObject({ from: ZIsoDate, to: ZIsoDate })
  .refine((value) => value.from <= value.to, { message: "The start date must be on or before the end date" });
export type TPortalTrustStatementQuery = z.infer<typeof ZPortalTrustStatementQuery>;
