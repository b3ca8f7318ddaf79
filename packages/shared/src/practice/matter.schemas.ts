import { z } from "zod";
import { CLIENT_LIMITS, PRACTICE_SORT_ORDERS } from "./client.schemas.ts";
import { ZListCursorParam } from "./list-cursor.ts";
import {
  isFinishedMatterStatus,
  MATTER_OUTCOME_MESSAGES,
  ZMatterOutcomeInput,
  ZMatterOutcomeRecord,
} from "./matter-outcome.schemas.ts";
import { CONFLICT_DECISIONS, CONFLICT_SOURCES, MATTER_STATUSES } from "./practice.enums.ts";

export * from "./matter-status.ts";

/**
 * The types a matter is picked from: first the work South African firms open most matters for, then
 * the sign-up's practice areas. The type is kept as text and the server accepts any other type too,
 * so matters opened under an earlier list keep theirs.
 */
export const MATTER_TYPES = [
  "Litigation",
  "Road Accident Fund (RAF)",
  "Deceased Estates",
  "Conveyancing",
  "Labour Law",
  "Debt Collection",
  "Commercial Law",
  "Corporate Law",
  "Criminal Law",
  "Family Law",
  "Property Law",
  "Tax Law",
  "Constitutional Law",
  "Administrative Law",
  "Intellectual Property",
  "Environmental Law",
  "Maritime Law",
] as const;
export type TMatterType = (typeof MATTER_TYPES)[number];

export const MATTER_LIMITS = {
  titleMax: 300,
  typeMax: 100,
  descriptionMax: 10_000,
  partyNameMax: 200,
  partiesMax: 50,
  conflictNamesMax: 20,
  noteMax: 10_000,
  searchMax: 200,
  pageMax: 200,
  pageDefault: 50,
  /** R100 000 an hour: a guard against a typing slip, not a policy. */
  hourlyRateCentsMax: 10_000_000,
} as const;

export const MATTER_MESSAGES = {
  clientRequired: "Choose the client the matter is for",
  titleRequired: "Matter title is required",
  typeRequired: "Matter type is required",
  status: "Status must be active, pending, completed or closed",
  decision: "Decision must be no_conflict or proceed_with_conflict",
  conflictNames: "Enter between 1 and 20 names to check",
  noteRequired: "Note text is required",
  prefix: "The prefix must be 2 to 10 capital letters or digits, e.g. MAT",
} as const;

const ZUuid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

const ZPartyName = z
  .string({ error: "Each name must be text" })
  .trim()
  .min(1, "Names cannot be blank")
  .max(MATTER_LIMITS.partyNameMax, `Names must be at most ${MATTER_LIMITS.partyNameMax} characters`);

const ZPartyList = z
  .array(ZPartyName, { error: "Parties must be a list of names" })
  .max(MATTER_LIMITS.partiesMax, `At most ${MATTER_LIMITS.partiesMax} parties`);

const ZMatterTitle = z
  .string({ error: MATTER_MESSAGES.titleRequired })
  .trim()
  .min(1, MATTER_MESSAGES.titleRequired)
  .max(MATTER_LIMITS.titleMax, `Matter title must be at most ${MATTER_LIMITS.titleMax} characters`);

const ZMatterType = z
  .string({ error: MATTER_MESSAGES.typeRequired })
  .trim()
  .min(1, MATTER_MESSAGES.typeRequired)
  .max(MATTER_LIMITS.typeMax, `Matter type must be at most ${MATTER_LIMITS.typeMax} characters`);

const ZMatterDescription = z
  .string({ error: "Description must be text" })
  .trim()
  .max(MATTER_LIMITS.descriptionMax, `Description must be at most ${MATTER_LIMITS.descriptionMax} characters`)
  .nullable()
  .transform((value) => (value ? value : null))
  .optional();

/** A firm member's user id; blank means nobody in particular. */
const ZResponsibleUserId = z
  .string({ error: "responsibleUserId must be text" })
  .trim()
  .max(100, "responsibleUserId must be at most 100 characters")
  .nullable()
  .transform((value) => (value ? value : null))
  .optional();

/** The names to search for conflicts: 1 to 20, none blank. */
export const ZConflictCheckNames = z
  .array(ZPartyName, { error: MATTER_MESSAGES.conflictNames })
  .min(1, MATTER_MESSAGES.conflictNames)
  .max(MATTER_LIMITS.conflictNamesMax, MATTER_MESSAGES.conflictNames);

/**
 * POST /api/matters/conflict-check. `clientId` (optional) is the client the new matter is for: that
 * client's own record is not a conflict with itself, so it is left out of the hits.
 */
export const ZConflictCheckRequest = z.strictObject({
  names: ZConflictCheckNames,
  clientId: ZUuid("clientId must be a client's id").optional(),
});
export type TConflictCheckRequest = z.infer<typeof ZConflictCheckRequest>;

export const ZConflictHit = z.object({
  /** The name that was searched for. */
  name: z.string(),
  source: z.enum(CONFLICT_SOURCES),
  /** The name as the firm's records hold it. */
  matchedName: z.string(),
  /** 0..1, 1 for the same name (ignoring case and accents). */
  similarity: z.number(),
  /** The client or matter_party row that matched. */
  recordId: z.string(),
  matterId: z.string().optional(),
  matterReference: z.string().optional(),
  matterTitle: z.string().optional(),
  clientId: z.string().optional(),
  clientName: z.string().optional(),
});
export type TConflictHit = z.infer<typeof ZConflictHit>;

export const ZConflictCheckResponse = z.object({ hits: z.array(ZConflictHit) });
export type TConflictCheckResponse = z.infer<typeof ZConflictCheckResponse>;

export const CONFLICT_SOURCE_LABELS: Record<(typeof CONFLICT_SOURCES)[number], string> = {
  client: "Client",
  opposing_party: "Opposing party",
  matter_party: "Other party on a matter",
};

/** POST /api/matters. */
export const ZMatterCreateRequest = z.strictObject({
  clientId: ZUuid(MATTER_MESSAGES.clientRequired),
  title: ZMatterTitle,
  type: ZMatterType,
  responsibleUserId: ZResponsibleUserId,
  description: ZMatterDescription,
  opposingParties: ZPartyList.optional(),
  otherParties: ZPartyList.optional(),
  conflictCheck: z
    .strictObject({
      names: ZConflictCheckNames,
      decision: z.enum(CONFLICT_DECISIONS, { error: MATTER_MESSAGES.decision }),
    })
    .optional(),
});
export type TMatterCreateRequest = z.infer<typeof ZMatterCreateRequest>;
export type TMatterCreateInput = z.input<typeof ZMatterCreateRequest>;

/**
 * PATCH /api/matters/{id}: any of these; a party list replaces the matter's list of that kind. An
 * outcome (only on a completed or closed matter) replaces the recorded one; null removes it.
 */
export const ZMatterUpdateRequest = z.strictObject({
  title: ZMatterTitle.optional(),
  type: ZMatterType.optional(),
  responsibleUserId: ZResponsibleUserId,
  description: ZMatterDescription,
  opposingParties: ZPartyList.optional(),
  otherParties: ZPartyList.optional(),
  outcome: ZMatterOutcomeInput.nullable().optional(),
});
export type TMatterUpdateRequest = z.infer<typeof ZMatterUpdateRequest>;
export type TMatterUpdateInput = z.input<typeof ZMatterUpdateRequest>;

/**
 * POST /api/matters/{id}/status. Completing or closing a matter may record how it ended in the same
 * step; an outcome sent with any other status is refused, as the matter has not ended.
 */
export const ZMatterStatusChangeRequest = z
  .strictObject({
    status: z.enum(MATTER_STATUSES, { error: MATTER_MESSAGES.status }),
    outcome: ZMatterOutcomeInput.optional(),
  })
  .refine((request) => request.outcome === undefined || isFinishedMatterStatus(request.status), {
    message: MATTER_OUTCOME_MESSAGES.notFinished,
    path: ["outcome"],
  });
export type TMatterStatusChangeRequest = z.infer<typeof ZMatterStatusChangeRequest>;
export type TMatterStatusChangeInput = z.input<typeof ZMatterStatusChangeRequest>;

/** POST /api/matters/{id}/notes. */
export const ZMatterNoteCreateRequest = z.strictObject({
  body: z
    .string({ error: MATTER_MESSAGES.noteRequired })
    .trim()
    .min(1, MATTER_MESSAGES.noteRequired)
    .max(MATTER_LIMITS.noteMax, `A note must be at most ${MATTER_LIMITS.noteMax} characters`),
});
export type TMatterNoteCreateRequest = z.infer<typeof ZMatterNoteCreateRequest>;

export const ZMatterIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

export const MATTER_SORTS = ["lastActivity", "title", "reference", "openedOn"] as const;
export type TMatterSort = (typeof MATTER_SORTS)[number];

const ZPageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

const ZPageOffset = z.coerce
  .number({ error: "offset must be a number" })
  .int("offset must be a whole number")
  .min(0, "offset must be 0 or more")
  .default(0);

/** GET /api/matters: search over title, reference and client name; newest activity first by default. */
export const ZMatterListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(MATTER_LIMITS.searchMax, `search must be at most ${MATTER_LIMITS.searchMax} characters`)
    .optional(),
  status: z.enum(MATTER_STATUSES, { error: MATTER_MESSAGES.status }).optional(),
  clientId: ZUuid("clientId must be a client's id").optional(),
  responsibleUserId: z.string().trim().max(100).optional(),
  sort: z
    .enum(MATTER_SORTS, { error: "sort must be lastActivity, title, reference or openedOn" })
    .default("lastActivity"),
  order: z.enum(PRACTICE_SORT_ORDERS, { error: "order must be asc or desc" }).optional(),
  limit: ZPageLimit(MATTER_LIMITS.pageMax, MATTER_LIMITS.pageDefault),
  offset: ZPageOffset,
  /** Instead of an offset: the X-Next-Cursor of the page before (keyset paging). */
  cursor: ZListCursorParam.optional(),
});
export type TMatterListQuery = z.infer<typeof ZMatterListQuery>;

/** GET /api/matters/{id}/notes: newest first. */
export const ZMatterNoteListQuery = z.object({
  limit: ZPageLimit(CLIENT_LIMITS.pageMax, CLIENT_LIMITS.pageDefault),
  offset: ZPageOffset,
});

/** Spec §3: title, reference, clientName, status, type, lastActivity; with who runs it. */
export const ZMatterListItem = z.object({
  id: z.string(),
  title: z.string(),
  reference: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(MATTER_STATUSES),
  type: z.string(),
  /** ISO 8601 timestamp of the last write that touched the matter. */
  lastActivity: z.string(),
  responsibleUserId: z.string().nullable(),
  responsibleName: z.string().nullable(),
  /** YYYY-MM-DD. */
  openedOn: z.string(),
});
export type TMatterListItem = z.infer<typeof ZMatterListItem>;
export const ZMatterList = z.array(ZMatterListItem);

export const ZMatterStatusChange = z.object({
  fromStatus: z.enum(MATTER_STATUSES).nullable(),
  toStatus: z.enum(MATTER_STATUSES),
  changedByUserId: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type TMatterStatusChange = z.infer<typeof ZMatterStatusChange>;

export const ZStoredConflictCheck = z.object({
  names: z.array(z.string()),
  hits: z.array(ZConflictHit),
  checkedAt: z.string(),
  checkedByUserId: z.string(),
  checkedByName: z.string().nullable(),
});
export type TStoredConflictCheck = z.infer<typeof ZStoredConflictCheck>;

/** A matter with its parties, status history and the conflict check it was opened with. */
export const ZMatter = ZMatterListItem.extend({
  description: z.string().nullable(),
  opposingParties: z.array(z.string()),
  otherParties: z.array(z.string()),
  closedAt: z.string().nullable(),
  conflictCheck: ZStoredConflictCheck.nullable(),
  conflictDecision: z.enum(CONFLICT_DECISIONS).nullable(),
  statusHistory: z.array(ZMatterStatusChange),
  createdAt: z.string(),
  /** How the matter ended; null while it is open or when nobody recorded it. */
  outcome: ZMatterOutcomeRecord.nullable(),
});
export type TMatter = z.infer<typeof ZMatter>;

export const ZMatterNote = z.object({
  id: z.string(),
  body: z.string(),
  authorUserId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TMatterNote = z.infer<typeof ZMatterNote>;
export const ZMatterNoteList = z.array(ZMatterNote);

/** GET /api/practice/settings; PUT by the firm owner. */
export const ZPracticeSettings = z.object({
  matterReferencePrefix: z.string(),
  defaultHourlyRateCents: z.number().int(),
});
export type TPracticeSettings = z.infer<typeof ZPracticeSettings>;

export const ZPracticeSettingsUpdateRequest = z.strictObject({
  matterReferencePrefix: z
    .string({ error: MATTER_MESSAGES.prefix })
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, MATTER_MESSAGES.prefix),
  defaultHourlyRateCents: z
    .number({ error: "Default hourly rate must be a number of cents" })
    .int("Default hourly rate must be a whole number of cents")
    .min(0, "Default hourly rate cannot be negative")
    .max(MATTER_LIMITS.hourlyRateCentsMax, "Default hourly rate is too high"),
});
export type TPracticeSettingsUpdateRequest = z.infer<typeof ZPracticeSettingsUpdateRequest>;

/** GET /api/firm/members: the firm's active members, to pick who is responsible for a matter. */
export const ZFirmMemberSummary = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** Null when the member has no rate of their own (the firm's default applies). */
  hourlyRateCents: z.number().int().nullable(),
});
export type TFirmMemberSummary = z.infer<typeof ZFirmMemberSummary>;
export const ZFirmMemberSummaryList = z.array(ZFirmMemberSummary);

export const ZFirmMemberUserIdParams = z.strictObject({
  userId: z.string().trim().min(1).max(100, "userId must be at most 100 characters"),
});

/** PUT /api/firm/members/{userId}/rate by the firm owner; null clears it so the firm's default applies. */
export const ZFirmMemberRateUpdateRequest = z.strictObject({
  hourlyRateCents: z
    .number({ error: "Hourly rate must be a number of cents, or null for the firm's default" })
    .int("Hourly rate must be a whole number of cents")
    .min(0, "Hourly rate cannot be negative")
    .max(MATTER_LIMITS.hourlyRateCentsMax, "Hourly rate is too high (at most R100 000 an hour)")
    .nullable(),
});
export type TFirmMemberRateUpdateRequest = z.infer<typeof ZFirmMemberRateUpdateRequest>;
