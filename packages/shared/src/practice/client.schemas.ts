import { z } from "zod";
import { isCalendarDate, isWithinTypedDateRange, typedDateRangeMessage } from "../dates.ts";
import { normaliseSouthAfricanPhone } from "../entity/entity-settings.schemas.ts";
import { ZListCursorParam } from "./list-cursor.ts";
import { CLIENT_TYPES, FICA_STATUSES, type TClientType, type TFicaStatus } from "./practice.enums.ts";
import { findIdNumberProblem, ID_NUMBER_MESSAGES } from "./south-african-id-number.ts";

// Keyset paging of the client, matter and time lists.
export * from "./list-cursor.ts";
export * from "./south-african-id-number.ts";

export const CLIENT_TYPE_LABELS: Record<TClientType, string> = {
  individual: "Individual",
  company: "Company",
};

export const CLIENT_LIMITS = {
  nameMax: 200,
  emailMax: 254,
  numberMax: 50,
  addressMax: 500,
  notesMax: 5000,
  searchMax: 200,
  pageMax: 200,
  pageDefault: 50,
} as const;

export const CLIENT_MESSAGES = {
  nameRequired: "Client name is required",
  type: "Client type must be individual or company",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number, e.g. +27 11 234 5678",
  passport: "A passport number has 6 to 20 letters and digits",
  vatNumber: "VAT number must be 10 digits starting with 4",
  ficaStatus: "FICA status must be pending, documents outstanding or verified",
  ficaVerifiedOn: "Enter the date on which the client's FICA verification was completed",
  date: "Enter a date as YYYY-MM-DD",
} as const;

/** Optional text: blank or null clears the field (null); absent leaves it as it is. */
const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** Identity and tax numbers are compared without the spaces people type into them. */
const ZOptionalNumber = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(CLIENT_LIMITS.numberMax, `${label} must be at most ${CLIENT_LIMITS.numberMax} characters`)
    .nullable()
    .transform((value) => (value ? value.replace(/\s+/g, "") || null : null))
    .optional();

const ZClientName = z
  .string({ error: CLIENT_MESSAGES.nameRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.nameRequired)
  .max(CLIENT_LIMITS.nameMax, `Client name must be at most ${CLIENT_LIMITS.nameMax} characters`);

const ZClientEmail = z
  .string({ error: "Email must be text" })
  .trim()
  .max(CLIENT_LIMITS.emailMax, `Email must be at most ${CLIENT_LIMITS.emailMax} characters`)
  .nullable()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, CLIENT_MESSAGES.email)
  .optional();

/** South African numbers are written +27 XX XXX XXXX; a foreign number must start with its country code. */
export function normaliseClientPhone(input: string): string | null {
  const southAfrican = normaliseSouthAfricanPhone(input);
  if (southAfrican) return southAfrican;
  const compact = input.replace(/[\s\-().]/g, "");
  return /^\+[1-9]\d{6,14}$/.test(compact) ? input.trim() : null;
}

const ZClientPhone = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(40, CLIENT_MESSAGES.phone)
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || normaliseClientPhone(value) !== null, CLIENT_MESSAGES.phone)
  .transform((value) => (value === null ? null : (normaliseClientPhone(value) ?? value)))
  .optional();

const ZVatNumber = ZOptionalNumber("VAT number").refine(
  (value) => value === undefined || value === null || /^4\d{9}$/.test(value),
  CLIENT_MESSAGES.vatNumber,
);

const ZFicaVerifiedOn = z
  .string({ error: CLIENT_MESSAGES.date })
  .trim()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), CLIENT_MESSAGES.date)
  .refine((value) => value === null || isWithinTypedDateRange(value), typedDateRangeMessage("The date"))
  .optional();

const clientFields = {
  name: ZClientName,
  type: z.enum(CLIENT_TYPES, { error: CLIENT_MESSAGES.type }),
  email: ZClientEmail,
  phone: ZClientPhone,
  idNumber: ZOptionalNumber("ID number"),
  registrationNumber: ZOptionalNumber("Registration number"),
  vatNumber: ZVatNumber,
  physicalAddress: ZOptionalText("Physical address", CLIENT_LIMITS.addressMax),
  postalAddress: ZOptionalText("Postal address", CLIENT_LIMITS.addressMax),
  ficaStatus: z.enum(FICA_STATUSES, { error: CLIENT_MESSAGES.ficaStatus }).optional(),
  ficaVerifiedOn: ZFicaVerifiedOn,
  notes: ZOptionalText("Notes", CLIENT_LIMITS.notesMax),
};

/** The facts the rules across fields look at, as they stand after a create or an edit. */
export type ClientRuleFacts = {
  type: TClientType;
  idNumber?: string | null | undefined;
  ficaStatus?: TFicaStatus | undefined;
  ficaVerifiedOn?: string | null | undefined;
};

/**
 * Rules that weigh two fields together. An individual's ID number must be a valid South African one
 * when it is all digits; letters make it a passport number. A verified client needs the date FICA
 * verification was completed.
 */
export function findClientRuleViolations(facts: ClientRuleFacts): { field: string; message: string }[] {
  const violations: { field: string; message: string }[] = [];
  if (facts.type === "individual" && facts.idNumber) {
    if (/^\d+$/.test(facts.idNumber)) {
      const problem = findIdNumberProblem(facts.idNumber);
      if (problem) violations.push({ field: "idNumber", message: ID_NUMBER_MESSAGES[problem] });
    } else if (!/^[A-Za-z0-9]{6,20}$/.test(facts.idNumber)) {
      violations.push({ field: "idNumber", message: CLIENT_MESSAGES.passport });
    }
  }
  if (facts.ficaStatus === "verified" && !facts.ficaVerifiedOn) {
    violations.push({ field: "ficaVerifiedOn", message: CLIENT_MESSAGES.ficaVerifiedOn });
  }
  return violations;
}

export function findClientRuleViolation(facts: ClientRuleFacts): { field: string; message: string } | null {
  return findClientRuleViolations(facts)[0] ?? null;
}

/** POST /api/clients. */
export const ZClientCreateRequest = z.strictObject(clientFields).superRefine((client, context) => {
  for (const violation of findClientRuleViolations(client)) {
    context.addIssue({ code: "custom", path: [violation.field], message: violation.message });
  }
});
export type TClientCreateRequest = z.infer<typeof ZClientCreateRequest>;
export type TClientCreateInput = z.input<typeof ZClientCreateRequest>;

/** PATCH /api/clients/{id}: any of the fields; the rules across fields are checked on the result. */
export const ZClientUpdateRequest = z.strictObject({
  ...clientFields,
  name: ZClientName.optional(),
  type: clientFields.type.optional(),
});
export type TClientUpdateRequest = z.infer<typeof ZClientUpdateRequest>;

export const ZClientIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

export const CLIENT_SORTS = ["name", "lastContact", "createdAt"] as const;
export type TClientSort = (typeof CLIENT_SORTS)[number];

export const PRACTICE_SORT_ORDERS = ["asc", "desc"] as const;
export type TPracticeSortOrder = (typeof PRACTICE_SORT_ORDERS)[number];

/** GET /api/clients: search, filters, sort and a page (total in X-Total-Count). */
export const ZClientListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.searchMax, `search must be at most ${CLIENT_LIMITS.searchMax} characters`)
    .optional(),
  type: z.enum(CLIENT_TYPES, { error: CLIENT_MESSAGES.type }).optional(),
  ficaStatus: z.enum(FICA_STATUSES, { error: CLIENT_MESSAGES.ficaStatus }).optional(),
  archived: z
    .enum(["true", "false"], { error: "archived must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  sort: z.enum(CLIENT_SORTS, { error: "sort must be name, lastContact or createdAt" }).default("name"),
  order: z.enum(PRACTICE_SORT_ORDERS, { error: "order must be asc or desc" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(CLIENT_LIMITS.pageMax, `limit must be at most ${CLIENT_LIMITS.pageMax}`)
    .default(CLIENT_LIMITS.pageDefault),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be 0 or more")
    .default(0),
  /** Instead of an offset: the X-Next-Cursor of the page before (keyset paging). */
  cursor: ZListCursorParam.optional(),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** Spec §3: name, email, type, activeMatters, lastContact; with what the list's filters show. */
export const ZClientListItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(CLIENT_TYPES),
  activeMatters: z.number().int(),
  /** ISO 8601 timestamp of the last dealing with the client, or null. */
  lastContact: z.string().nullable(),
  ficaStatus: z.enum(FICA_STATUSES),
  archived: z.boolean(),
});
export type TClientListItem = z.infer<typeof ZClientListItem>;
export const ZClientList = z.array(ZClientListItem);

/** A client with every field, as create, read, edit and archive answer it. */
export const ZClient = ZClientListItem.extend({
  idNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  physicalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  /** YYYY-MM-DD, only while the FICA status is verified. */
  ficaVerifiedOn: z.string().nullable(),
  notes: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TClient = z.infer<typeof ZClient>;
